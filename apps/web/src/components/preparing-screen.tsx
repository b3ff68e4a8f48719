import { useTranslation } from 'react-i18next';
import { Page } from './page';

/** A screen whose content is still being built shows its title (in the header) and says so. */
export function PreparingScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <p className="rounded-2xl bg-white p-6 text-lg text-stone-700 shadow-sm">{t('preparing')}</p>
    </Page>
  );
}
