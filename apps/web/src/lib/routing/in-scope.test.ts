import { afterEach, describe, expect, it } from 'vitest';
import { inScope } from './in-scope';

describe('a plain link’s address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stays inside a disguised install’s scope', () => {
    window.history.replaceState(null, '', '/n/notes/auth/login');
    expect(inScope('/')).toBe('/n/notes/');
    expect(inScope('/app')).toBe('/n/notes/app');
  });

  it('is the address itself elsewhere', () => {
    window.history.replaceState(null, '', '/auth/login');
    expect(inScope('/')).toBe('/');
    expect(inScope('/app')).toBe('/app');
  });
});
