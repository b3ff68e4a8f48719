import './guides-print.css';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { ExerciseId } from '@/exercise-kit/catalogue';
import { Page } from '@/components/page';
import { isLanguage } from '@/lib/i18n/languages';
import type { Namespace } from '@/lib/i18n/resources';
import { GuideArticle } from './guide-article';
import { GUIDE_NAMESPACES, allGuides, type Bundle } from './guide-content';
import { printGuides } from './print-guides';

const NAMESPACES = ['helpers', 'guides', 'titles', ...GUIDE_NAMESPACES] as Namespace[];

/**
 * /helpers/guides: a guide for every exercise of the catalogue, made from each exercise's own
 * texts, and "Save as PDF" for one guide or for all of them as a booklet. Nothing personal is on
 * this screen: it is the same for everyone, and works offline once the app's files are stored.
 */
export function GuidesScreen() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const guides = allGuides(
    language,
    (namespace) => (i18n.getResourceBundle(language, namespace) ?? {}) as Bundle,
  );
  const arabic = language === 'ar';
  const titleOf = (id: ExerciseId) => t(id, { ns: 'titles' });

  return (
    <Page>
      <div className="guides-print flex flex-col gap-6">
        <h2 className="booklet-only hidden text-3xl font-semibold print:block">
          {t('guides.bookletTitle', { ns: 'helpers' })}
        </h2>
        <p className="text-lg text-stone-800 print:text-black">
          {t('guides.intro', { ns: 'helpers' })}
        </p>
        <div className="flex flex-col items-start gap-2 print:hidden">
          <Button onClick={() => void printGuides(t('guides.fileName', { ns: 'helpers' }), arabic)}>
            {t('guides.printAll', { ns: 'helpers' })}
          </Button>
          <p className="text-sm text-stone-700">{t('guides.printHint', { ns: 'helpers' })}</p>
        </div>
        <nav
          aria-labelledby="guides-contents"
          className="booklet-only rounded-2xl bg-white p-5 shadow-sm print:p-0 print:shadow-none"
        >
          <h2
            id="guides-contents"
            className="text-xl font-semibold text-oasis-900 print:text-black"
          >
            {t('guides.contents', { ns: 'helpers' })}
          </h2>
          <ol className="mt-2 flex list-decimal flex-col gap-1 ps-6">
            {guides.map((guide) => (
              <li key={guide.id}>
                <a
                  href={`#${guide.id}`}
                  className="text-oasis-800 underline print:text-black print:no-underline"
                >
                  {titleOf(guide.id)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {guides.map((guide) => (
          <GuideArticle
            key={guide.id}
            guide={guide}
            title={titleOf(guide.id)}
            onPrint={(element) =>
              void printGuides(t('guides.fileNameOne', { ns: 'helpers' }), arabic, element)
            }
          />
        ))}
      </div>
    </Page>
  );
}
