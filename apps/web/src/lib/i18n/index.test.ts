import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './index';

describe('initI18n', () => {
  it("loads an Arabic screen's texts in Arabic only, with no English fallback fetched", async () => {
    await initI18n('ar');
    await i18n.loadNamespaces(['hub', 'guided-relaxation']);

    for (const namespace of ['common', 'hub', 'guided-relaxation']) {
      expect(i18n.hasResourceBundle('ar', namespace), namespace).toBe(true);
      expect(i18n.hasResourceBundle('en', namespace), namespace).toBe(false);
    }
    expect(i18n.t('appName')).toBe('واحة');
    expect(document.documentElement.lang).toBe('ar');
  });
});
