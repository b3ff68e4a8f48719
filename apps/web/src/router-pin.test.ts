import { describe, expect, it } from 'vitest';
import installed from '@tanstack/react-router/package.json' with { type: 'json' };
import web from '../package.json' with { type: 'json' };

describe('the router the prerendered screens hydrate with', () => {
  // main.tsx sets `router.ssr = { manifest: undefined }` to hydrate a prerendered screen: a field
  // the router uses inside, not a documented API. It may change in any release, so the version is
  // pinned, and moving it means checking hydration again (scripts/hydration-dev.mjs, hydration.spec).
  it('is pinned to the exact version installed', () => {
    expect(web.dependencies['@tanstack/react-router']).toBe(installed.version);
  });
});
