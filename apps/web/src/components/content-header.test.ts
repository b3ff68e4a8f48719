import { describe, expect, it } from 'vitest';
import { parentPath } from './content-header';

describe('parentPath (back with no history)', () => {
  it.each([
    ['/exercises/mind-body/relaxation/', '/exercises/mind-body/'],
    ['/exercises/mind-body/drawing/mandala', '/exercises/mind-body/drawing/'],
    ['/exercises/evolve/personal-sources/3', '/exercises/evolve/personal-sources/'],
    ['/exercises/mind-body/', '/exercises/'],
    ['/exercises/', '/app'],
    ['/profile', '/exercises/'],
  ])('%s → %s', (from, to) => {
    expect(parentPath(from)).toBe(to);
  });
});
