import { describe, expect, it } from 'vitest';
import { IMAGINATION_FALLBACK, parseReferrerSearch, returnPath } from './referrer';

const INDEX = IMAGINATION_FALLBACK;

describe('imagination ?referrer=', () => {
  it.each([
    // Paths of this app are kept (normalised the way a browser would read them).
    ['/exercises/', '/exercises/'],
    ['/exercises/creativity/', '/exercises/creativity/'],
    ['/exercises/creativity/imagination/', '/exercises/creativity/imagination/'],
    ['/profile', '/profile'],
    ['/exercises/?tab=audios', '/exercises/?tab=audios'],
    ['/exercises/#videos', '/exercises/#videos'],
    ['/exercises/creativity/../mind-body/', '/exercises/mind-body/'],
    ['/', '/'],
    // Short names.
    ['hub', '/exercises/'],
    ['creativity', INDEX],
    // Other sites, however written.
    ['//evil.example', INDEX],
    ['//evil.example/exercises/', INDEX],
    ['///evil.example', INDEX],
    ['https://evil.example/', INDEX],
    ['http://evil.example', INDEX],
    ['HTTPS://evil.example', INDEX],
    ['evil.example', INDEX],
    ['exercises/', INDEX],
    ['./exercises/', INDEX],
    ['../profile', INDEX],
    [' /exercises/', INDEX],
    ['javascript:alert(1)', INDEX],
    ['JavaScript:alert(1)', INDEX],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>', INDEX],
    ['vbscript:msgbox', INDEX],
    ['mailto:someone@example.com', INDEX],
    // Backslashes, which browsers read as slashes.
    ['/\\evil.example', INDEX],
    ['\\\\evil.example', INDEX],
    ['\\/evil.example', INDEX],
    ['/exercises\\..\\..\\evil', INDEX],
    // Control characters, which browsers drop (making `/\t/evil` into `//evil`).
    ['/\t/evil.example', INDEX],
    ['/\n/evil.example', INDEX],
    ['/\r\n/evil.example', INDEX],
    ['/\u0000/evil.example', INDEX],
    ['/\u007f', INDEX],
    // Encoded tricks.
    ['/%2F%2Fevil.example', INDEX],
    ['/%2f%2fevil.example', INDEX],
    ['/%5Cevil.example', INDEX],
    ['/%5cevil.example', INDEX],
    ['/%09/evil.example', INDEX],
    ['/%0A/evil.example', INDEX],
    ['/%252F%252Fevil.example', INDEX],
    ['%2F%2Fevil.example', INDEX],
    ['%2Fexercises%2F', INDEX],
    ['/%E0%A4%A', INDEX],
    // Not screens, or the login screens.
    ['/api/auth/logout', INDEX],
    ['/api/records/feeling', INDEX],
    ['/media/en/imagination.opus', INDEX],
    ['/auth/login', INDEX],
    ['/auth/register?redirect=//evil.example', INDEX],
    // Not a usable value at all.
    ['', INDEX],
    ['toString', INDEX],
    ['__proto__', INDEX],
    ['constructor', INDEX],
    [42, INDEX],
    [true, INDEX],
    [null, INDEX],
    [['/exercises/'], INDEX],
    [{ path: '/exercises/' }, INDEX],
  ])('%j → %s', (referrer, expected) => {
    expect(returnPath({ referrer })).toBe(expected);
  });

  it('falls back when there is no referrer', () => {
    expect(returnPath({})).toBe(INDEX);
  });

  it('always returns the key, so the raw value cannot show through', () => {
    expect(Object.hasOwn(parseReferrerSearch({ referrer: '//evil.example' }), 'referrer')).toBe(
      true,
    );
    expect(Object.hasOwn(parseReferrerSearch({ referrer: 3 }), 'referrer')).toBe(true);
    expect(parseReferrerSearch({ referrer: '/profile' })).toStrictEqual({ referrer: '/profile' });
    expect(parseReferrerSearch({ referrer: 'javascript:alert(1)' })).toStrictEqual({
      referrer: undefined,
    });
  });
});
