import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/lib/platform/hydration';
import { STEPS, type StepNumber } from '../steps';

interface PrintLayoutProps {
  textOf: (step: StepNumber) => string;
}

/**
 * What the PDF holds: a heading, the date, and each step's title with its answer. Hidden on the
 * screen and shown only in print, in the interface language and direction.
 */
export function PrintLayout({ textOf }: PrintLayoutProps) {
  const { t, i18n } = useTranslation('personal-sources');
  // Today's date only after hydration: the screen is prerendered at build time, on another day.
  const hydrated = useHydrated();
  const date = hydrated
    ? new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
        dateStyle: 'long',
      }).format(new Date())
    : '';
  return (
    <article className="sources-print hidden text-black print:block">
      <h1 className="text-3xl">{t('summary.printHeading')}</h1>
      <p className="mb-4 text-sm">{t('summary.printDate', { date })}</p>
      {STEPS.map((step) => (
        <section key={step} className="mb-4 break-inside-avoid">
          <h2 className="border-b border-stone-400 text-xl">
            {t('summary.stepLabel', { step: String(step) })} – {t(`steps.${step}.title`)}
          </h2>
          <p className="whitespace-pre-wrap">{textOf(step) || t('summary.empty')}</p>
        </section>
      ))}
    </article>
  );
}
