import type { ErrorComponentProps } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoadError, isReloadPending, reloadOnce } from '@/lib/platform/chunk-reload';
import { useScreenTitleOverride } from '@/lib/routing/use-document-title';
import { Button } from './button';
import { PendingView } from './pending-view';

/** "Something went wrong!" with a toggle that shows the error's message for someone helping. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  useScreenTitleOverride('error');
  // A screen whose code failed to load gets one fresh page load per session before this view shows.
  if (isReloadPending() || (isLoadError(error) && reloadOnce())) return <PendingView />;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-10">
      <h1
        id="screen-title"
        tabIndex={-1}
        className="text-2xl font-semibold text-oasis-900 outline-none"
      >
        {t('error.title')}
      </h1>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-expanded={shown}
          aria-controls={detailsId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('error.hide') : t('error.show')}
        </Button>
        <Button onClick={reset}>{t('error.retry')}</Button>
      </div>
      <pre
        id={detailsId}
        hidden={!shown}
        dir="ltr"
        className="w-full overflow-auto rounded-xl bg-stone-100 p-3 text-start text-sm whitespace-pre-wrap"
      >
        {error instanceof Error ? error.message : String(error)}
      </pre>
    </div>
  );
}
