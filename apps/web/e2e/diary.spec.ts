import arDiary from '../src/locales/ar/diary-adults.json' with { type: 'json' };
import enDiary from '../src/locales/en/diary-adults.json' with { type: 'json' };
import {
  PLAINTEXT_PREFIX,
  authTexts,
  registerFromAccountDialog,
  recordApiBodies,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const diaryTexts = { en: enDiary, ar: arDiary } as const;
const DIARY = '/exercises/evolve/diary-adults';

test('the diary: a guest keeps the entry through registering; write, saved, edit and delete for an account', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const texts = diaryTexts[language];
  const { auth } = authTexts[language];
  const first = `${PLAINTEXT_PREFIX} a quiet evening ${Math.random().toString(36).slice(2, 8)}`;
  const edited = `${first} and a walk`;
  const sent = recordApiBodies(page);

  // The index suggests the practice and leads to writing.
  await page.goto(`${DIARY}/`);
  await expect(page.getByText(texts.index.practice, { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: texts.index.write, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${DIARY}/exercise$`));

  // Nothing written: the spec's message, and nothing is stored.
  const box = page.getByRole('textbox', { name: texts.write.label, exact: true });
  const save = page.getByRole('button', { name: texts.write.save, exact: true });
  await expect(box).toBeEditable();
  await save.click();
  await expect(page.getByText(texts.write.empty, { exact: true })).toBeVisible();

  // A guest is asked to register, and the entry is still there afterwards.
  await box.fill(first);
  await save.click();
  const askAccount = page.getByRole('dialog', { name: auth.accountRequired.title, exact: true });
  await expect(askAccount.getByText(auth.accountRequired.save, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await registerFromAccountDialog(page, language);
  await expect(page).toHaveURL(new RegExp(`${DIARY}/exercise$`));
  await expect(box).toHaveValue(first);

  // Saved: to the archive with the confirmation, the count and the entry.
  await save.click();
  await expect(page).toHaveURL(new RegExp(`${DIARY}/archive\\?saved=true$`), { timeout: 30_000 });
  await expect(page.getByRole('status').getByText(texts.archive.justSaved)).toBeVisible();
  await expect(
    page.getByText(texts.archive.count_one.replace('{{count}}', '1'), { exact: true }),
  ).toBeVisible();
  const entries = page.getByRole('list', { name: texts.archive.heading, exact: true });
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries.getByText(first, { exact: true })).toBeVisible();
  await expect(entries.getByText(texts.archive.edited, { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Edit: the entry opens, is changed, and comes back marked as edited.
  await entries.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${DIARY}/exercise\\?entry=`));
  await expect(box).toHaveValue(first, { timeout: 30_000 });
  await box.fill(edited);
  await save.click();
  await expect(page).toHaveURL(new RegExp(`${DIARY}/archive\\?saved=true$`), { timeout: 30_000 });
  await expect(entries.getByText(edited, { exact: true })).toBeVisible();
  await expect(entries.getByText(texts.archive.edited, { exact: true })).toBeVisible();
  await expect(entries.getByRole('listitem')).toHaveCount(1);

  // Only `saved=true` says it was just saved.
  await page.goto(`${DIARY}/archive?saved=yes`);
  await expect(entries.getByText(edited, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(texts.archive.justSaved, { exact: true })).toHaveCount(0);

  // Delete asks first, says it cannot be undone; keeping changes nothing.
  const confirm = page.getByRole('dialog', { name: texts.archive.confirm.title, exact: true });
  await entries.getByRole('button').click();
  await expect(confirm.getByText(texts.archive.confirm.text, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: texts.archive.confirm.cancel, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await entries.getByRole('button').click();
  await confirm.getByRole('button', { name: texts.archive.confirm.confirm, exact: true }).click();
  await expect(entries.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByText(texts.archive.empty, { exact: true })).toBeVisible();

  // The server was never sent a word of it in plain text.
  expect(sent.filter((body) => body.includes(PLAINTEXT_PREFIX))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
