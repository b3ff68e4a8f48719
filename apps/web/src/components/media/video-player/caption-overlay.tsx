interface CaptionOverlayProps {
  text: string;
  /** The direction of the caption text (the spec's default is right to left). */
  dir: 'rtl' | 'ltr';
  /** The language of the subtitle track, so the right font and shaping apply. */
  lang: string | undefined;
}

/**
 * The current caption over the bottom of the video: light text on a dark, semi-opaque box, readable
 * over any picture. It lets clicks through to the video's controls, and fades in only for people who
 * have not asked for reduced motion.
 */
export function CaptionOverlay({ text, dir, lang }: CaptionOverlayProps) {
  if (!text) return null;
  return (
    <div className="pointer-events-none absolute inset-x-3 bottom-14 flex justify-center">
      <div
        dir={dir}
        lang={lang}
        className="max-w-full rounded-lg bg-black/80 px-3 py-1.5 text-center text-base leading-relaxed font-semibold whitespace-pre-line text-white sm:text-xl motion-safe:transition-opacity motion-safe:duration-150 motion-safe:starting:opacity-0"
      >
        {text}
      </div>
    </div>
  );
}
