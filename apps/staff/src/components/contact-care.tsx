import { useTranslation } from 'react-i18next';

/** Below this age a request is from a child or young person (the form accepts ages from 10). */
export const ADULT_AGE = 18;

// As a notice looks, without being a live region: these are there from the start.
const NOTE = 'rounded-lg border-s-4 border-oasis-700 bg-oasis-50 p-3 text-stone-900';

/**
 * Beside every opened request (content review 3, §5 item 4): contact the person only in the way
 * they chose, without naming therapy or Waha in a first message others may see; and, for someone
 * under 18, the organisation's rules for children and young people.
 */
export function ContactCare({ age }: { age: number }) {
  const { t } = useTranslation('request');
  return (
    <div data-testid="contact-care" className="flex flex-col gap-2">
      <p className={NOTE}>{t('care.safeContact')}</p>
      {age < ADULT_AGE ? <p className={NOTE}>{t('care.minor')}</p> : null}
    </div>
  );
}
