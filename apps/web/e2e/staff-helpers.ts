import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Request } from '@playwright/test';
import arAudit from '../../staff/src/locales/ar/audit.json' with { type: 'json' };
import arAuth from '../../staff/src/locales/ar/auth.json' with { type: 'json' };
import arCommon from '../../staff/src/locales/ar/common.json' with { type: 'json' };
import arInbox from '../../staff/src/locales/ar/inbox.json' with { type: 'json' };
import arRequest from '../../staff/src/locales/ar/request.json' with { type: 'json' };
import enAudit from '../../staff/src/locales/en/audit.json' with { type: 'json' };
import enAuth from '../../staff/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../staff/src/locales/en/common.json' with { type: 'json' };
import enInbox from '../../staff/src/locales/en/inbox.json' with { type: 'json' };
import enRequest from '../../staff/src/locales/en/request.json' with { type: 'json' };
import type { Language } from './fixtures';

/** The inbox's texts, by the language the person in the test reads. */
export const staffTexts = {
  en: { audit: enAudit, auth: enAuth, common: enCommon, inbox: enInbox, request: enRequest },
  ar: { audit: arAudit, auth: arAuth, common: arCommon, inbox: arInbox, request: arRequest },
} as const;

const STAFF_CLI = fileURLToPath(new URL('../../api/dist/cli/staff.js', import.meta.url));

/** The e2e server's data folder (scripts/e2e.mjs makes one per run). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite with scripts/e2e.mjs');
  return dir;
}

/** `npm run staff -- add …` on the e2e server's data: the setup link it prints. */
export function addStaff(name: string, admin: boolean, baseURL: string): string {
  const out = execFileSync(
    process.execPath,
    [STAFF_CLI, 'add', name, ...(admin ? ['--admin'] : []), '--origin', baseURL],
    { env: { ...process.env, DATA_DIR: dataDir(), LOG_LEVEL: 'silent' }, encoding: 'utf8' },
  );
  const link = /https?:\/\/\S+\/staff\/setup#token=[\w-]+/.exec(out)?.[0];
  if (!link) throw new Error(`no setup link in: ${out}`);
  return link;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A browser of its own for a staff member, in the test's language, keeping every request body
 * and every error the page logs (a policy violation among them).
 */
export async function staffBrowser(context: BrowserContext, language: Language) {
  await context.addInitScript(
    (lang) => localStorage.setItem('waha-staff-language', lang),
    language,
  );
  const page = await context.newPage();
  const sent: string[] = [];
  const errors: string[] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (body) sent.push(`${request.method()} ${request.url()} ${body}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, sent, errors };
}
