import './summary-print.css';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DownloadNote } from '@/components/download-note';
import { Button, buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { PendingView } from '@/components/pending-view';
import { SaveStatus } from '@/exercise-kit/components/save-status';
import { useCarriedOutcome } from '@/exercise-kit/records/save-outcome';
import { useDeviceState } from '@/lib/platform/hydration';
import { printAsPdf } from '@/lib/platform/print-as-pdf';
import { Card } from '@/components/card';
import { PrintLayout } from './components/print-layout';
import { tabAnswers } from './guest-progress';
import { useResponses } from './hooks/use-responses';
import { STEPS, type StepNumber } from './steps';

/**
 * /exercises/evolve/personal-sources/summary: every step's answer with a link to edit it, and
 * "Save as PDF" through the browser's print engine with a print layout of its own. An account's
 * answers come decrypted from the records store; a guest's are this tab's unsaved texts.
 */
/** A first visit's tab: nothing typed (what the prerendered screen shows). */
const NO_ANSWERS = new Map<StepNumber, string>();

export function PersonalSourcesSummaryScreen() {
  const { t, i18n } = useTranslation('personal-sources');
  const answers = useResponses();
  // The last step's answer, saved on moving on here: whether it waits on this device.
  const lastSave = useCarriedOutcome();
  const [tab] = useDeviceState(tabAnswers, NO_ANSWERS);
  const textOf = (step: StepNumber) => tab.get(step) ?? answers.responses.get(step)?.text ?? '';
  // An account's answers are on their way: the whole summary comes at once, so that nothing below
  // an answer moves when it arrives.
  if (answers.isPending) {
    return (
      <Page>
        <PendingView />
      </Page>
    );
  }
  return (
    <Page>
      <Card gap={4} className="print:hidden">
        <SaveStatus
          note={{ text: '', outcome: lastSave }}
          className="font-semibold text-oasis-900 empty:hidden"
        />
        <p className="text-lg text-stone-800">{t('summary.intro')}</p>
        {answers.signedIn ? null : <p className="text-stone-700">{t('summary.guest')}</p>}
        <ol className="flex flex-col gap-3">
          {STEPS.map((step) => {
            const title = t(`steps.${step}.title`);
            const text = textOf(step);
            return (
              <li key={step} className="flex flex-col gap-1 rounded-xl border border-stone-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold text-oasis-900">
                    <span className="block text-sm font-medium text-stone-700">
                      {t('summary.stepLabel', { step: String(step) })}
                    </span>
                    {title}
                  </h2>
                  <Link
                    to="/exercises/evolve/personal-sources/$step"
                    params={{ step: String(step) }}
                    search={{ from: 'summary' }}
                    aria-label={t('summary.editLabel', { step: String(step), title })}
                    className={buttonClass('quiet')}
                  >
                    {t('summary.edit')}
                  </Link>
                </div>
                <p className={`whitespace-pre-wrap ${text ? 'text-stone-900' : 'text-stone-600'}`}>
                  {text || t('summary.empty')}
                </p>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-col gap-2">
          <div>
            <Button
              variant="secondary"
              onClick={() => void printAsPdf(t('summary.fileName'), i18n.language === 'ar')}
            >
              {t('summary.pdf')}
            </Button>
          </div>
          <p className="text-stone-700">{t('summary.pdfHint')}</p>
          <p className="text-stone-700">{t('summary.pdfWarning')}</p>
          <DownloadNote />
        </div>
        <div>
          <Link to="/exercises/evolve/personal-sources/end" className={buttonClass('primary')}>
            {t('summary.end')}
          </Link>
        </div>
      </Card>
      <PrintLayout textOf={textOf} />
    </Page>
  );
}
