import {
  foldArabic,
  nicknameKey,
  nicknameLookupKeys,
  nicknameProblem,
  unfoldedNicknameKey,
} from '@waha/shared';
import { describe, expect, it } from 'vitest';

describe('nicknameKey', () => {
  it('is one key for one name in any case or width', () => {
    expect(nicknameKey(' Layla  OASIS ')).toBe('layla oasis');
    expect(nicknameKey('ｌａｙｌａ oasis')).toBe('layla oasis');
  });

  it.each([
    ['vowel marks (tashkeel)', 'وادٍ أخضر', 'واد اخضر'],
    ['shadda', 'مذنّب فضي', 'مذنب فضي'],
    ['all the marks at once', 'عَلِيٌّ', 'علي'],
    ['superscript alef', 'رحمٰن', 'رحمن'],
    ['tatweel', 'نـــجمة', 'نجمه'],
    ['Quranic marks', 'قمرۖ ۗ', 'قمر '],
    ['alef with hamza above, below, madda, wasla', 'أإآٱا', 'ااااا'],
    ['alef with hamza written as two code points', 'ا\u0654حمد', 'احمد'],
    ['alef maksura and Farsi yeh', 'هدى هدی', 'هدي هدي'],
    ['teh marbuta', 'واحة', 'واحه'],
    ['Arabic-Indic digits', 'نجمة ٧ ۸', 'نجمه 7 8'],
  ])('folds Arabic %s', (_, nickname, key) => {
    expect(nicknameKey(nickname)).toBe(key);
  });

  it('keeps ؤ, ئ and ء, and everything outside Arabic, as they are', () => {
    expect(nicknameKey('مؤمن بئر ماء')).toBe('مؤمن بئر ماء');
    expect(nicknameKey('Émile ĉu Ørsted')).toBe('émile ĉu ørsted');
  });

  it('gives a key that folding leaves alone (so no unfolded key can ever equal a folded one)', () => {
    for (const nickname of ['وادٍ أخضر', 'أحمدُ', 'هدى', 'Layla']) {
      const key = nicknameKey(nickname);
      expect(foldArabic(key)).toBe(key);
    }
  });
});

describe('nicknameLookupKeys', () => {
  it('tries the unfolded key first, only when folding changes it', () => {
    expect(nicknameLookupKeys('Layla Oasis')).toEqual(['layla oasis']);
    expect(nicknameLookupKeys('واد اخضر')).toEqual(['واد اخضر']);
    expect(nicknameLookupKeys('وادٍ أخضر')).toEqual(['وادٍ أخضر', 'واد اخضر']);
    expect(unfoldedNicknameKey('وادٍ  أخضر ')).toBe('وادٍ أخضر');
  });
});

describe('nicknameProblem', () => {
  it('counts what remains after folding: marks and tatweel alone are too short', () => {
    expect(nicknameProblem('ـــــ')).toBe('tooShort');
    expect(nicknameProblem('بًٌٍَُ')).toBe('tooShort');
    expect(nicknameProblem('واد')).toBeNull();
    expect(nicknameProblem('وادٍ')).toBeNull();
  });
});
