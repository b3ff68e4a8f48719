import { useTranslation } from 'react-i18next';
import { ApiRequestError, NetworkError } from '@/lib/platform/api-client';
import { Button } from '@/components/button';

export type FailureKey = 'failure.network' | 'failure.rateLimited' | 'failure.generic';

/** What to tell the person about a request that did not go out. */
export function failureKey(error: unknown): FailureKey {
  if (error instanceof NetworkError) return 'failure.network';
  if (error instanceof ApiRequestError && error.code === 'rate_limited')
    return 'failure.rateLimited';
  return 'failure.generic';
}

interface SendFailureProps {
  /** Already translated. */
  message: string;
  /** Changes with each failed attempt, so the same message is announced again. */
  attempt: number;
  retrying: boolean;
  onRetry: () => void;
}

/** Announced at once; the form above still holds everything typed, and Retry sends it again. */
export function SendFailure({ message, attempt, retrying, onRetry }: SendFailureProps) {
  const { t } = useTranslation('request-session');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-red-700 bg-red-50 p-4">
      <p key={attempt} role="alert" className="font-semibold text-red-800">
        {message}
      </p>
      <Button variant="secondary" className="self-start" disabled={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
