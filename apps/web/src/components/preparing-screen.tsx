import { useTranslation } from 'react-i18next';
import { useScreenTitleKey } from '../lib/use-document-title';
import { Page } from './page';
import { PageTitle } from './page-title';

function PreparingNote() {
  const { t } = useTranslation();
  return (
    <p className="rounded-2xl bg-white p-6 text-lg text-stone-700 shadow-sm">{t('preparing')}</p>
  );
}

/** A content screen still being built: its title is in the content header; this says it is coming. */
export function PreparingScreen() {
  return (
    <Page>
      <PreparingNote />
    </Page>
  );
}

/** The same for a screen outside the content layout, which has no header title, so it shows its own. */
export function PreparingSiteScreen() {
  const { t } = useTranslation('titles');
  const titleKey = useScreenTitleKey();
  return (
    <Page>
      <PageTitle>{t(titleKey)}</PageTitle>
      <PreparingNote />
    </Page>
  );
}
