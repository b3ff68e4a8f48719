import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';

// A request deleted after the retention time says its days with each language's plural forms:
// "{{days}} يومًا" was right only from 11 to 99 (content review 3, item 7).
describe('the audit trail’s words for a deleted request', () => {
  it.each([
    [1, 'حذف الطلب 0b8f3f4e بعد مرور أكثر من يوم واحد على معالجته'],
    [2, 'حذف الطلب 0b8f3f4e بعد مرور أكثر من يومين على معالجته'],
    [7, 'حذف الطلب 0b8f3f4e بعد مرور أكثر من 7 أيام على معالجته'],
    [30, 'حذف الطلب 0b8f3f4e بعد مرور أكثر من 30 يومًا على معالجته'],
    [300, 'حذف الطلب 0b8f3f4e بعد مرور أكثر من 300 يوم على معالجته'],
  ])('in Arabic, after %i days', async (days, words) => {
    const i18n = await createI18n('ar');
    expect(
      i18n.t('actions.request_deleted', { ns: 'audit', request: '0b8f3f4e', count: days }),
    ).toBe(words);
  });

  it('in English', async () => {
    const i18n = await createI18n('en');
    const say = (count: number) =>
      i18n.t('actions.request_deleted', { ns: 'audit', request: '0b8f3f4e', count });
    expect(say(1)).toBe('Deleted request 0b8f3f4e, handled more than 1 day ago');
    expect(say(30)).toBe('Deleted request 0b8f3f4e, handled more than 30 days ago');
  });
});
