import { describe, expect, it } from 'vitest';
import { chooseTrackIndex, type SubtitleTrack } from './subtitle-track';

const en: SubtitleTrack = { src: 'en.vtt', srcLang: 'en', label: 'English' };
const ar: SubtitleTrack = { src: 'ar.vtt', srcLang: 'ar', label: 'العربية' };
const fr: SubtitleTrack = { src: 'fr.vtt', srcLang: 'fr', label: 'Français' };

describe('chooseTrackIndex', () => {
  it('chooses the track in the interface language', () => {
    expect(chooseTrackIndex([en, ar], 'ar')).toBe(1);
    expect(chooseTrackIndex([en, ar], 'en')).toBe(0);
  });

  it('prefers the interface language over the default', () => {
    expect(chooseTrackIndex([{ ...en, default: true }, ar], 'ar')).toBe(1);
  });

  it('matches the primary language and ignores case', () => {
    expect(chooseTrackIndex([en, { ...ar, srcLang: 'ar-EG' }], 'ar')).toBe(1);
    expect(chooseTrackIndex([{ ...en, srcLang: 'EN' }, ar], 'en-GB')).toBe(0);
  });

  it('prefers an exact tag over the same primary language', () => {
    const egyptian = { ...ar, srcLang: 'ar-EG' };
    expect(chooseTrackIndex([egyptian, ar], 'ar')).toBe(1);
  });

  it('falls back to the default track, then to the first', () => {
    expect(chooseTrackIndex([en, { ...fr, default: true }], 'ar')).toBe(1);
    expect(chooseTrackIndex([fr, en], 'ar')).toBe(0);
  });

  it('says -1 when there are no tracks', () => {
    expect(chooseTrackIndex([], 'ar')).toBe(-1);
  });
});
