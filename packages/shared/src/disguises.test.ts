import { describe, expect, it } from 'vitest';
import { DISGUISES, disguiseManifest, disguiseOf, disguisePage } from './disguises';
import { SHELL } from './test/app-shell';

describe('disguises', () => {
  it('each has its own scope, start address, id, name and icons', () => {
    const ids = new Set(DISGUISES.map((disguise) => disguise.id));
    expect(ids.size).toBe(DISGUISES.length);
    for (const disguise of DISGUISES) {
      const manifest = disguiseManifest(disguise, 'ar');
      expect(manifest.id).toBe(`/n/${disguise.id}/`);
      expect(manifest.scope).toBe(`/n/${disguise.id}/`);
      expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
      expect(manifest.name).toBe(disguise.name.ar);
      expect(manifest.icons.every((icon) => icon.src.startsWith(manifest.scope))).toBe(true);
      expect(JSON.stringify(manifest)).not.toMatch(/waha|واحة/i);
    }
  });

  it('finds the disguise of an address, and none elsewhere', () => {
    expect(disguiseOf('/n/notes/exercises/')?.id).toBe('notes');
    expect(disguiseOf('/n/notes')?.id).toBe('notes');
    expect(disguiseOf('/n/unknown/')).toBeUndefined();
    expect(disguiseOf('/exercises/n/notes/')).toBeUndefined();
  });

  it('gives the shell a head that says nothing of Waha, in the page’s language', () => {
    const [notes] = DISGUISES;
    if (!notes) throw new Error('no disguise');
    const page = disguisePage(SHELL, notes, 'ar');
    expect(page).not.toMatch(/waha|واحة/i);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>ملاحظات</title>');
    expect(page).toContain('<meta name="apple-mobile-web-app-title" content="ملاحظات" />');
    expect(page).toContain('<link rel="manifest" href="/n/notes/manifest-ar.webmanifest" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/n/notes/apple-touch-icon.png" />');
    expect(page.match(/rel="manifest"/g)).toHaveLength(1);
    expect(page).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });
});
