import { useTranslation } from 'react-i18next';
import { Page } from './page';

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
