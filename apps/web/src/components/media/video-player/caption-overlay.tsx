interface CaptionOverlayProps {
  text: string;
  /** The direction of the caption text (the spec's default is right to left). */
  dir: 'rtl' | 'ltr';
  /** The language of the subtitle track, so the right font and shaping apply. */
  lang: string | undefined;
  /**
   * Every caption of the track (once it is loaded and the video has played): on a phone the strip
   * keeps the height of the tallest, so nothing below it moves from one sentence to the next.
   */
  reserve?: readonly string[];
}

const CAPTION_BOX =
  'col-start-1 row-start-1 max-w-full rounded-lg bg-black/80 px-3 py-1.5 text-center text-base leading-relaxed font-semibold whitespace-pre-line text-white sm:text-xl';

/**
 * The current caption: light text on a dark box. On a phone it sits in a strip under the picture
 * (over a small picture it would hide what the video shows, such as a slide's title), as tall as
 * the track's tallest caption at this width once the video has played (each drawn there unseen
 * and hidden from screen readers), so nothing jumps from one sentence to the next; on wider
 * screens it lies over the bottom of the video. It lets clicks through to the video's controls,
 * and fades in only for people who have not asked for reduced motion.
 */
export function CaptionOverlay({ text, dir, lang, reserve = [] }: CaptionOverlayProps) {
  return (
    <div className="pointer-events-none flex min-h-18 items-center justify-center px-3 py-2 sm:absolute sm:inset-x-3 sm:bottom-14 sm:min-h-0 sm:p-0">
      <div className="grid max-w-full items-center justify-items-center">
        {reserve.map((line, index) => (
          <div
            key={index}
            aria-hidden="true"
            dir={dir}
            lang={lang}
            className={`${CAPTION_BOX} invisible sm:hidden`}
          >
            {line}
          </div>
        ))}
        {text ? (
          <div
            dir={dir}
            lang={lang}
            className={`${CAPTION_BOX} motion-safe:transition-opacity motion-safe:duration-150 motion-safe:starting:opacity-0`}
          >
            {text}
          </div>
        ) : null}
      </div>
    </div>
  );
}
