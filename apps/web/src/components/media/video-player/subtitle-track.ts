/** One WebVTT subtitle file of a video (spec §3, "Video player input"). */
export interface SubtitleTrack {
  src: string;
  /** BCP 47 language of the subtitles, e.g. "ar" or "en". */
  srcLang: string;
  /** Its name in menus, e.g. "العربية". */
  label: string;
  default?: boolean;
}

const primary = (language: string) => language.toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * Which subtitle track to show: the one in the interface language (an exact tag first, then the same
 * primary language, so "ar" matches "ar-EG"), else the one marked default, else the first; -1 when
 * there are none.
 */
export function chooseTrackIndex(tracks: readonly SubtitleTrack[], language: string): number {
  const exact = tracks.findIndex((t) => t.srcLang.toLowerCase() === language.toLowerCase());
  if (exact !== -1) return exact;
  const samePrimary = tracks.findIndex((t) => primary(t.srcLang) === primary(language));
  if (samePrimary !== -1) return samePrimary;
  const marked = tracks.findIndex((t) => t.default === true);
  if (marked !== -1) return marked;
  return tracks.length > 0 ? 0 : -1;
}
