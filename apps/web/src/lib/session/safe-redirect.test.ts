import { describe, expect, it } from 'vitest';
import { parseRedirectSearch, safeRedirect, sameAppPath } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    [
      '/exercises/evolve/diary-adults/archive?saved=true',
      '/exercises/evolve/diary-adults/archive?saved=true',
    ],
    ['//evil.example/x', '/exercises/'],
    ['https://evil.example', '/exercises/'],
    ['/\\evil.example', '/exercises/'],
    ['/\t/evil.example', '/exercises/'],
    ['/%2F%2Fevil.example', '/exercises/'],
    ['/%5Cevil.example', '/exercises/'],
    ['javascript:alert(1)', '/exercises/'],
    ['/auth/login', '/exercises/'],
    ['/auth/../auth/login', '/exercises/'],
    ['/api/auth/logout', '/exercises/'],
    ['', '/exercises/'],
    [42, '/exercises/'],
  ])('%j → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('gives null for anything that is not a path of this app', () => {
    expect(sameAppPath('/exercises/')).toBe('/exercises/');
    expect(sameAppPath('//evil.example')).toBeNull();
    expect(sameAppPath(undefined)).toBeNull();
  });

  it('reads ?redirect= and always returns the key, so the raw value cannot show through', () => {
    expect(parseRedirectSearch({ redirect: '/profile' })).toStrictEqual({ redirect: '/profile' });
    expect(parseRedirectSearch({ redirect: '//evil.example' })).toStrictEqual({
      redirect: '/exercises/',
    });
    expect(parseRedirectSearch({ redirect: 3 })).toStrictEqual({ redirect: '/exercises/' });
    expect(parseRedirectSearch({})).toStrictEqual({ redirect: undefined });
  });
});
