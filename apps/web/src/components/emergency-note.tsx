import { useTranslation } from 'react-i18next';
import { EmergencySentence } from './emergency-sentence';

/**
 * Where a person asks for help (the session request, the hub's "more support", the profile, the
 * front page's contact block): Waha is not an emergency service and a reply takes days, the
 * emergency sentence, and an under-18 is pointed to an adult they trust. No phone numbers.
 */
export function EmergencyNote() {
  const { t } = useTranslation('common');
  return (
    <div
      data-testid="emergency-note"
      className="flex flex-col gap-2 rounded-xl border border-oasis-200 bg-oasis-50 p-4 text-stone-800"
    >
      <p>
        <strong className="font-semibold">{t('emergency.notService')}</strong>
      </p>
      <EmergencySentence />
      <p>{t('emergency.young')}</p>
    </div>
  );
}
