import { describe, expect, it } from 'vitest';
import { parseRedirectSearch, safeRedirect } from './safe-redirect';

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
    ['javascript:alert(1)', '/exercises/'],
    ['/auth/login', '/exercises/'],
    ['', '/exercises/'],
    [42, '/exercises/'],
  ])('%j → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it('reads ?redirect= only when it is a string', () => {
    expect(parseRedirectSearch({ redirect: '/profile' })).toEqual({ redirect: '/profile' });
    expect(parseRedirectSearch({ redirect: 3 })).toEqual({});
    expect(parseRedirectSearch({})).toEqual({});
  });
});
