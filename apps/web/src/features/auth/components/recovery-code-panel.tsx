import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DownloadNote } from '@/components/download-note';
import { downloadText } from '@/lib/platform/download';
import { holdScreenExits } from '@/lib/routing/screen-exits';
import { toast } from '@/lib/platform/toast';

interface RecoveryCodePanelProps {
  code: string;
  intro: string;
  onContinue: () => void;
  /** Offered once the code is said to be saved, above Continue (it may lead off the page). */
  afterSaved?: ReactNode;
}

/**
 * Shows a recovery code once, grouped for reading aloud or copying by hand, with copy, save and
 * print, and will not go on until the person says it is saved. Until then nothing on the page
 * leads away from it (the header's links are held; Quick exit stays): the code cannot be shown
 * again.
 */
export function RecoveryCodePanel({ code, intro, onContinue, afterSaved }: RecoveryCodePanelProps) {
  const { t } = useTranslation('auth');
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  useEffect(() => (saved ? undefined : holdScreenExits()), [saved]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('recoveryCode.copied'));
    } catch {
      // Clipboard can be refused; the code stays on screen to copy by hand.
    }
  };
  return (
    // The screen's own title (h1) names this section; it is not repeated here.
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <p>{intro}</p>
      <p className="rounded-xl border-s-4 border-amber-600 bg-amber-50 p-3 font-semibold text-stone-900">
        {t('recoveryCode.warning')}
      </p>
      <p className="sr-only">{t('recoveryCode.codeLabel')}</p>
      <p
        dir="ltr"
        translate="no"
        data-testid="recovery-code"
        className="rounded-xl bg-white p-4 text-center font-mono text-xl tracking-wider break-words text-stone-900 shadow-sm select-all"
      >
        {code}
      </p>
      <p>{t('recoveryCode.where')}</p>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('recoveryCode.copy')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(t('recoveryCode.fileName'), t('recoveryCode.fileText', { code }))
          }
        >
          {t('recoveryCode.download')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('recoveryCode.print')}
        </Button>
      </div>
      <div className="print:hidden">
        <DownloadNote />
      </div>
      <div className="flex items-start gap-3 print:hidden">
        <input
          id={checkboxId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="mt-1 size-5 accent-oasis-700"
        />
        <label htmlFor={checkboxId} className="font-semibold">
          {t('recoveryCode.confirm')}
        </label>
      </div>
      {saved ? afterSaved : null}
      <Button className="self-start print:hidden" disabled={!saved} onClick={onContinue}>
        {t('recoveryCode.continue')}
      </Button>
    </section>
  );
}
