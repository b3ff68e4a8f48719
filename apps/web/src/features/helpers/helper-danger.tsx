import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgEmergencyContacts } from '@/components/org-emergency-contacts';

/**
 * What a helper does when the person may be in danger (WHO mhGAP for non-specialists): ask about
 * thoughts of suicide directly, do not leave someone at risk alone, connect them to help now, keep
 * means away when it is safe. Then the emergency contacts the organisation has verified (nothing
 * when none are configured). On /helpers and in every printed guide, so a guide used offline in a
 * community centre has it too. One vetted wording (`common:emergency.forHelpers`), beside the
 * emergency sentence that speaks to the reader.
 */
export function HelperDanger({ heading }: { heading: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid="helper-danger"
      className="flex flex-col gap-2 rounded-xl border-2 border-oasis-700 bg-oasis-50 p-4 text-stone-900 break-inside-avoid print:border-black print:bg-white print:text-black"
    >
      <h3 id={id} className="text-lg font-semibold text-oasis-900 print:text-black">
        {heading}
      </h3>
      <p>{t('emergency.forHelpers')}</p>
      <OrgEmergencyContacts />
    </section>
  );
}
