import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmergencyNote } from '@/components/emergency-note';
import { Page } from '@/components/page';
import { Card } from '@/components/card';

/**
 * After a request went out: what happens next (usually within a few days), what to do in danger
 * before then, and a way to send another.
 */
export function RequestSent({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation('request-session');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the confirmation takes it, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Page>
      <Card gap={3}>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-oasis-900 outline-none"
        >
          {t('sent.title')}
        </h2>
        <p>{t('sent.body')}</p>
        <EmergencyNote />
        <Button variant="secondary" className="self-start" onClick={onAnother}>
          {t('sent.another')}
        </Button>
      </Card>
    </Page>
  );
}
