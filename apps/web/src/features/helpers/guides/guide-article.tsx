import { Link } from '@tanstack/react-router';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { HelperDanger } from '../helper-danger';
import type { Guide, GuideField } from './guide-content';

interface GuideArticleProps {
  guide: Guide;
  title: string;
  onPrint: (element: HTMLElement) => void;
}

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1 break-inside-avoid">
      <h3 className="text-lg font-semibold text-oasis-900 print:text-black">{heading}</h3>
      {children}
    </section>
  );
}

const ADAPTATIONS: readonly GuideField[] = ['child', 'older', 'injured', 'group'];

/**
 * One exercise's guide: purpose, who it may suit, time, what to prepare, the full script, what to
 * watch for and say if distress rises, what to do if someone may be in danger (with the
 * organisation's numbers), and its adaptations. On the screen and in the PDF alike.
 */
export function GuideArticle({ guide, title, onPrint }: GuideArticleProps) {
  const { t } = useTranslation('helpers');
  const article = useRef<HTMLElement>(null);
  const { texts } = guide;
  const headingId = `guide-${guide.id}`;
  // On screen, a guide out of view is laid out only as it comes near (`content-visibility`): the
  // twelve guides make a long page, and laying all of it out at once kept a slow phone busy after
  // it appeared. It stays in the accessibility tree, find-in-page and the contents' links; the
  // print layout lays out every page. (In the first stylesheet, not the screen's own, which
  // arrives only with its script.)
  return (
    <article
      ref={article}
      id={guide.id}
      aria-labelledby={headingId}
      className="guide flex scroll-mt-4 flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm [contain-intrinsic-size:auto_40rem] [content-visibility:auto] print:p-0 print:shadow-none print:[content-visibility:visible]"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-oasis-900 print:text-black">
        {title}
      </h2>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button
          variant="secondary"
          aria-label={t('guides.printOneLabel', { title })}
          onClick={() => {
            if (article.current) onPrint(article.current);
          }}
        >
          {t('guides.printOne')}
        </Button>
        <Link
          to={guide.path}
          aria-label={t('guides.openLabel', { title })}
          className="self-center font-semibold text-oasis-800 underline"
        >
          {t('guides.open')}
        </Link>
      </div>
      <Part heading={t('guides.purpose')}>
        <p>{texts.purpose}</p>
      </Part>
      <Part heading={t('guides.suits')}>
        <p>{texts.suits}</p>
      </Part>
      <Part heading={t('guides.another')}>
        <p>{texts.another}</p>
      </Part>
      <Part heading={t('guides.time')}>
        <p>{t('guides.minutes', { count: guide.minutes })}</p>
      </Part>
      <Part heading={t('guides.prepare')}>
        <p>{texts.prepare}</p>
      </Part>
      <section className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-oasis-900 print:text-black">
          {t('guides.script')}
        </h3>
        <p className="text-stone-700 print:text-black">
          {guide.scriptKind === 'narrated' ? t('guides.scriptNarrated') : t('guides.scriptScreens')}
        </p>
        {guide.addressed && (
          <p className="text-stone-700 print:text-black">{t('guides.scriptAddressed')}</p>
        )}
        <div
          data-testid="guide-script"
          className="flex flex-col gap-3 border-s-4 border-oasis-200 ps-4 print:border-stone-400"
        >
          {guide.script.map((paragraph, index) => (
            <p key={index}>{paragraph.join(' ')}</p>
          ))}
        </div>
      </section>
      <Part heading={t('guides.watch')}>
        <p>{texts.watch}</p>
      </Part>
      <Part heading={t('guides.distress')}>
        <p>{texts.distress}</p>
      </Part>
      <HelperDanger heading={t('guides.danger')} />
      <Part heading={t('guides.adapt')}>
        <dl className="flex flex-col gap-2">
          {ADAPTATIONS.map((field) => (
            <div key={field}>
              <dt className="font-semibold">{t(`guides.${field}` as const)}</dt>
              <dd>{texts[field]}</dd>
            </div>
          ))}
        </dl>
      </Part>
      <p className="font-semibold">{t('guides.stop')}</p>
    </article>
  );
}
