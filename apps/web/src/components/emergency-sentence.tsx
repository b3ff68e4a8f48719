import { useTranslation } from 'react-i18next';
import { useAddressForm } from '@/lib/session/use-address-form';
import { OrgEmergencyContacts } from './org-emergency-contacts';

/**
 * The one vetted emergency sentence (docs/content-guide.md, "One emergency sentence"): what to do
 * in danger now, and, named plainly, thoughts of ending one's life or of hurting oneself, followed
 * by the emergency contacts the organisation has verified and configured (a server slot: in the
 * first paint and offline; nothing when none are). Every screen that speaks of danger renders this
 * component, never words of its own, so the wording is translated and approved once. Waha itself
 * invents no phone number (DESIGN.md, care rules).
 */
export function EmergencySentence({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const context = useAddressForm();
  return (
    <div data-testid="emergency-sentence" className={`flex flex-col gap-2 ${className}`}>
      <p>{t('emergency.inDanger', { context })}</p>
      <p>{t('emergency.selfHarm', { context })}</p>
      <OrgEmergencyContacts />
    </div>
  );
}
