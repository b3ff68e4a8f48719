import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useMediaLanguage } from '@/exercise-kit/media';
import { canPlayOpus } from '@/lib/media/audio-format';
import { formatSize } from '@/lib/media/offline/format-size';
import { useNarrationForm } from '@/lib/media/addressed-narration';
import { Card } from '@/components/card';
import { AllDownloads } from './all-downloads';
import { StoredList } from './stored-list';
import { useStoredExercises } from './use-stored-exercises';

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card gap={3}>
      {title ? <h2 className="text-lg font-semibold text-oasis-900">{title}</h2> : null}
      {children}
    </Card>
  );
}

/**
 * Downloads (in the profile): the space Waha uses on this device, every exercise's recordings in
 * the interface language at once, and the exercises kept here, each with Delete.
 */
export function DownloadsScreen() {
  const { t, i18n } = useTranslation('offline');
  const language = useMediaLanguage();
  const [opus] = useState(canPlayOpus);
  const [supported] = useState(() => typeof caches !== 'undefined' && 'serviceWorker' in navigator);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const form = useNarrationForm();
  const { stored, used } = useStoredExercises(version, opus, form);
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const languageName = (code: string) => names.of(code) ?? code;

  if (!supported) {
    return (
      <Page>
        <Section>
          <p>{t('screen.unsupported')}</p>
        </Section>
      </Page>
    );
  }
  return (
    <Page>
      <Section title={t('screen.storageTitle')}>
        <p>
          {used === null
            ? t('screen.usedUnknown')
            : t('screen.used', { size: formatSize(used, i18n) })}
        </p>
      </Section>
      <Section title={t('screen.allTitle')}>
        <AllDownloads
          language={language}
          languageName={languageName(language)}
          opus={opus}
          version={version}
          onChange={changed}
        />
      </Section>
      {stored ? (
        <Section>
          <StoredList
            stored={stored}
            interfaceLanguage={language}
            languageName={languageName}
            onChange={changed}
          />
        </Section>
      ) : null}
    </Page>
  );
}
