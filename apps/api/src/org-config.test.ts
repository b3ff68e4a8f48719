import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicOrgConfig } from '@waha/shared/org-config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadOrgConfig } from './org-config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'waha-org-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function configFile(contents: unknown): string {
  const file = join(dir, 'org.json');
  writeFileSync(file, typeof contents === 'string' ? contents : JSON.stringify(contents));
  return file;
}

const FULL = {
  name: { en: 'Oasis Clinic', ar: 'عيادة الواحة' },
  contact: { en: 'Write to us: clinic@example.org', ar: 'راسلونا: clinic@example.org' },
  sessionRequests: { offered: true, languages: ['arabic'], handledRetentionDays: 90 },
  emergencyContacts: {
    en: [{ label: 'Civil defence', number: '125' }],
    ar: [{ label: 'الدفاع المدني', number: '125', hours: 'على مدار الساعة' }],
  },
  quickExit: { en: 'https://example.org/weather', ar: 'https://example.org/ar/weather' },
};

describe('the organisation configuration (WAHA_ORG_CONFIG)', () => {
  it("is Waha's defaults without a file: requests offered in every language, kept 180 days", () => {
    const org = loadConfig({}).org;
    expect(org).toEqual({
      sessionRequests: {
        offered: true,
        languages: ['arabic', 'english', 'either'],
        handledRetentionDays: 180,
      },
    });
  });

  it('reads a full file, and gives browsers everything but the retention', () => {
    const org = loadConfig({ WAHA_ORG_CONFIG: configFile(FULL) }).org;
    expect(org).toEqual(FULL);
    expect(publicOrgConfig(org)).toEqual({
      ...FULL,
      sessionRequests: { offered: true, languages: ['arabic'] },
    });
  });

  it('names every wrong field, with the file', () => {
    const file = configFile({
      name: { en: 'Oasis' },
      sessionRequests: { languages: ['klingon'], handledRetentionDays: 0.5 },
      emergencyContacts: {
        en: [{ label: 'Police', number: 'call 112' }],
        ar: [{ label: '', number: '+961 1 234 567' }],
      },
      quickExit: { en: 'http://example.org', ar: 'javascript:alert(1)' },
      colour: 'red',
    });
    let message = '';
    try {
      loadOrgConfig(file);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(file);
    for (const field of [
      'name.ar',
      'sessionRequests.languages[0]',
      'sessionRequests.handledRetentionDays',
      'emergencyContacts.en[0].number',
      'emergencyContacts.ar[0].label',
      'quickExit.en',
      'quickExit.ar',
    ]) {
      expect(message).toContain(`${field}:`);
    }
    expect(message).toMatch(/colour/);
    // The loader's error reaches the operator through loadConfig, as for any variable.
    expect(() => loadConfig({ WAHA_ORG_CONFIG: file })).toThrow(
      /emergencyContacts\.en\[0\]\.number/,
    );
  });

  it('refuses texts that could hide or reorder what they say, and numbers with anything but digits', () => {
    // Bidi overrides and isolates, the Arabic letter mark, a byte-order mark, the soft hyphen, the
    // word joiner, zero-width characters, a C1 control, an escape.
    for (const hidden of [
      '\u202e',
      '\u2067',
      '\u061c',
      '\ufeff',
      '\u00ad',
      '\u2060',
      '\u200b',
      '\u0085',
      '\u001b',
    ]) {
      expect(
        () => loadOrgConfig(configFile({ name: { en: `Oa${hidden}sis`, ar: 'واحة' } })),
        [hidden.codePointAt(0)?.toString(16)].join(),
      ).toThrow(/name\.en: must not contain control, bidi or zero-width/);
    }
    expect(
      loadOrgConfig(configFile({ contact: { en: 'Call us\nweekdays', ar: 'اتصلوا بنا' } })).contact
        ?.en,
    ).toBe('Call us\nweekdays');
    expect(() =>
      loadOrgConfig(
        configFile({ emergencyContacts: { en: [{ label: 'A', number: '1-800' }], ar: [] } }),
      ),
    ).toThrow(/emergencyContacts\.en\[0\]\.number/);
    expect(() => loadOrgConfig(configFile({ sessionRequests: { languages: [] } }))).toThrow(
      /sessionRequests\.languages: must offer at least one language/,
    );
  });

  it('takes only https addresses for the quick exit, without a user name or password', () => {
    const quickExit = (en: string) =>
      loadOrgConfig(configFile({ quickExit: { en, ar: 'https://example.org/' } }));
    expect(quickExit('https://example.org:8443/a?b=c').quickExit?.en).toBe(
      'https://example.org:8443/a?b=c',
    );
    for (const wrong of [
      'http://example.org',
      'https://me:pw@example.org',
      'https:// x',
      'example.org',
    ])
      expect(() => quickExit(wrong)).toThrow(/quickExit\.en: must be an https/);
  });

  it('says when the file is missing or is not JSON', () => {
    expect(() => loadOrgConfig(join(dir, 'missing.json'))).toThrow(/missing\.json\): no such file/);
    expect(() => loadOrgConfig(configFile('{ name: '))).toThrow(/not valid JSON/);
  });
});
