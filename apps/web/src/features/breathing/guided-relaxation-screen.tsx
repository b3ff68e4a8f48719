import { isLanguage } from '../../lib/i18n/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Page } from '../../components/page';
import { mediaFor } from '../../lib/media-manifest';
import { BreathingOverlay } from './breathing-overlay';

/** Guided relaxation (creativity): a short introduction and the breathing overlay in a dialog. */
export function GuidedRelaxationScreen() {
  const { t, i18n } = useTranslation('breathing');
  const [open, setOpen] = useState(false);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Page>
      <section className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm">
        <p className="text-lg text-stone-800">{t('intro.text')}</p>
        <p className="text-stone-700">{t('intro.tip')}</p>
        <Button className="self-start" onClick={() => setOpen(true)}>
          {t('intro.start')}
        </Button>
      </section>
      <BreathingOverlay
        audioSrc={mediaFor(language).breathing.audio}
        isOpen={open}
        onClose={() => setOpen(false)}
      />
    </Page>
  );
}
