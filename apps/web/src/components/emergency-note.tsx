import { useTranslation } from 'react-i18next';
import { OrgEmergencyContacts } from './org-emergency-contacts';

/**
 * Where a person asks for help (the session request, the hub's "more support", the profile): Waha
 * is not an emergency service, a reply takes days, and what to do in danger now; an under-18 is
 * pointed to an adult they trust. No phone numbers of Waha's own: only those the organisation has
 * verified and configured, listed below the note.
 */
export function EmergencyNote() {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col gap-2">
      <p
        data-testid="emergency-note"
        className="rounded-xl border border-oasis-200 bg-oasis-50 p-4 text-stone-800"
      >
        <strong className="font-semibold">{t('emergency.notService')}</strong>{' '}
        {t('emergency.inDanger')} {t('emergency.young')}
      </p>
      <OrgEmergencyContacts />
    </div>
  );
}
