// The narration is Opus in Ogg (small, good for speech), with an AAC-LC twin `.m4a` beside each file
// (scripts/media/m4a.mjs; media-manifest.test.ts checks every pair) for the browsers that cannot play
// Opus, such as Safari on iPhones before iOS 17.

const OPUS_TYPE = 'audio/ogg; codecs="opus"';

/** Whether this browser says it can play Ogg Opus. */
export function canPlayOpus(): boolean {
  return document.createElement('audio').canPlayType(OPUS_TYPE) !== '';
}

/** The file to give the audio element: the `.m4a` twin of an Opus file when Opus cannot play. */
export function playableAudio(src: string, opus: boolean): string {
  return !opus && src.endsWith('.opus') ? `${src.slice(0, -'.opus'.length)}.m4a` : src;
}
