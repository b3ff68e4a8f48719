import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SLIDES = ['forWhom', 'minutes', 'yours'] as const;

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-7',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const SLIDE_ICONS: Record<(typeof SLIDES)[number], ReactNode> = {
  forWhom: (
    <svg {...iconProps}>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="10" r="2.5" />
      <path d="M3 20c.8-3.5 3.2-5.5 6-5.5s5.2 2 6 5.5M15 15.2c2.9-.6 5.2 1.2 6 4.8" />
    </svg>
  ),
  minutes: (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  ),
  yours: (
    <svg {...iconProps}>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2" />
    </svg>
  ),
};

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full text-oasis-800 hover:bg-oasis-100';

const STEPS = {
  previous: { data: { 'data-carousel-prev': '' }, arrow: 'M15 5l-7 7 7 7' },
  next: { data: { 'data-carousel-next': '' }, arrow: 'M9 5l7 7-7 7' },
} as const;

function StepButton({ step, label }: { step: keyof typeof STEPS; label: string }) {
  return (
    <button
      type="button"
      {...STEPS[step].data}
      aria-controls="slides-items"
      aria-label={label}
      className={controlClass}
    >
      {/* The arrows point along the reading direction, so they flip in right-to-left text. */}
      <svg {...iconProps} className="size-5 rtl:-scale-x-100">
        <path d={STEPS[step].arrow} strokeWidth={2.5} />
      </svg>
    </button>
  );
}

/**
 * "How Waha helps": three slides. As static HTML they are simply readable one after another (three
 * columns on wide screens); src/landing/carousel.ts turns them into a carousel (WAI-ARIA APG
 * pattern) by setting `data-enhanced`, which shows the controls and stacks the slides in one place.
 */
export function SlidesCarousel() {
  const { t, i18n } = useTranslation('landing');
  const number = new Intl.NumberFormat(i18n.language);
  const count = number.format(SLIDES.length);
  return (
    <section
      aria-roledescription={t('slides.carousel')}
      aria-labelledby="slides-title"
      data-carousel=""
      className="group flex flex-col gap-3"
    >
      <h2 id="slides-title" className="text-2xl font-semibold text-oasis-900">
        {t('slides.title')}
      </h2>
      {/* Hidden until the script runs (no use without it), yet holding its place, so nothing moves. */}
      <div className="invisible flex items-center justify-between gap-2 group-data-[enhanced]:visible">
        <button
          type="button"
          data-carousel-rotate=""
          data-label-pause={t('slides.pause')}
          data-label-play={t('slides.play')}
          aria-label={t('slides.pause')}
          className={`${controlClass} group/rotate border border-oasis-200 bg-white`}
        >
          <svg {...iconProps} className="size-5 group-data-[paused]/rotate:hidden">
            <path d="M9 6v12M15 6v12" strokeWidth={2.5} />
          </svg>
          <svg
            {...iconProps}
            className="hidden size-5 group-data-[paused]/rotate:block"
            fill="currentColor"
          >
            <path d="M8 5.5v13l10-6.5z" />
          </svg>
        </button>
        <div className="flex items-center gap-1">
          <StepButton step="previous" label={t('slides.previous')} />
          {SLIDES.map((slide, index) => (
            <button
              key={slide}
              type="button"
              data-carousel-dot={index}
              aria-controls="slides-items"
              aria-label={t('slides.dot', { index: number.format(index + 1) })}
              aria-current={index === 0 ? 'true' : undefined}
              className="group/dot inline-flex size-11 items-center justify-center rounded-full hover:bg-oasis-100"
            >
              <span className="size-3 rounded-full border-2 border-oasis-700 group-aria-[current]/dot:bg-oasis-700" />
            </button>
          ))}
          <StepButton step="next" label={t('slides.next')} />
        </div>
      </div>
      <div
        id="slides-items"
        data-carousel-slides=""
        className="grid touch-pan-y gap-4 sm:grid-cols-3 group-data-[enhanced]:grid-cols-1"
      >
        {SLIDES.map((slide, index) => (
          <div
            key={slide}
            role="group"
            aria-roledescription={t('slides.slide')}
            aria-label={t('slides.slideLabel', { index: number.format(index + 1), count })}
            data-carousel-slide=""
            className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm group-data-[enhanced]:col-start-1 group-data-[enhanced]:row-start-1 data-[inactive]:invisible sm:group-data-[enhanced]:flex-row sm:group-data-[enhanced]:items-start sm:group-data-[enhanced]:gap-5 sm:group-data-[enhanced]:p-8 motion-safe:data-[shown]:animate-[waha-fade-in_400ms_ease-out]"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-oasis-50 text-oasis-700">
              {SLIDE_ICONS[slide]}
            </span>
            <div className="flex flex-col gap-2">
              <h3 className="text-xl font-semibold text-oasis-900">{t(`slides.${slide}.title`)}</h3>
              <p className="max-w-2xl text-stone-700">{t(`slides.${slide}.text`)}</p>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
