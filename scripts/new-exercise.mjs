// `npm run new-exercise -- <category> <slug> --title … --title-ar … --about … --about-ar …`:
// scaffolds an exercise that works from the first minute (an introduction with the care note, one
// step, the distress check and the completion card, from the exercise kit), marked `ready: false`
// so the hub says it is being prepared until it is finished. It writes the catalogue row, the route,
// the feature folder (screen and component test), both languages' texts (its namespace, its title
// and its hub card) and a browser test, registers the namespace's type, and regenerates the route
// tree. What is left to do by hand is in apps/web/src/exercise-kit/README.md, "Add an exercise".
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { resolveConfig } from 'vite';

const ROOT = join(import.meta.dirname, '..');
const WEB = join(ROOT, 'apps', 'web');
const SRC = join(WEB, 'src');
const CATALOGUE = join(ROOT, 'packages', 'shared', 'src', 'exercises', 'catalogue.json');
const LANGUAGES = ['en', 'ar'];
const SLUG = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const USAGE =
  'Usage: npm run new-exercise -- <category> <slug> --title <English title> --title-ar <Arabic title> --about <English hub card text> --about-ar <Arabic hub card text>';

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: 'string' },
    'title-ar': { type: 'string' },
    about: { type: 'string' },
    'about-ar': { type: 'string' },
  },
});
const [segment, slug] = positionals;
const words = {
  en: { title: values.title, about: values.about },
  ar: { title: values['title-ar'], about: values['about-ar'] },
};
if (positionals.length !== 2 || !segment || !slug) fail('Give a category and a slug.');
for (const [language, { title, about }] of Object.entries(words)) {
  if (!title?.trim() || !about?.trim()) fail(`Give the ${language} title and hub card text.`);
}
if (!/\p{Script=Arabic}/u.test(`${words.ar.title}${words.ar.about}`)) {
  fail('Write the Arabic title and hub card text in Arabic.');
}

const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8'));
const category = Object.keys(catalogue.categories).find(
  (id) => catalogue.categories[id].segment === segment,
);
if (!category) {
  const known = Object.values(catalogue.categories).map((c) => c.segment);
  fail(`No category "${segment}" in the catalogue (${known.join(', ')}).`);
}
if (!SLUG.test(slug)) fail(`"${slug}" is not a slug: lower-case words joined by "-".`);
const id = slug.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = id[0].toUpperCase() + id.slice(1);
const path = `/exercises/${segment}/${slug}/`;
const rows = Object.entries(catalogue.exercises);
if (rows.some(([other, row]) => other === id || row.slug === slug)) {
  fail(`The catalogue has an exercise "${id}" (${slug}) already.`);
}
const featureDir = join(SRC, 'features', 'exercises', segment, slug);
const routeDir = join(SRC, 'routes', '_content', 'exercises', segment, slug);
for (const dir of [featureDir, routeDir]) {
  if (existsSync(dir)) fail(`${relative(ROOT, dir)} exists already.`);
}

/** The object with `entry` inserted after the key `after` (at the end when it has none). */
function insertAfter(object, after, [key, value]) {
  const entries = Object.entries(object);
  const at = entries.findIndex(([name]) => name === after);
  entries.splice(at === -1 ? entries.length : at + 1, 0, [key, value]);
  return Object.fromEntries(entries);
}

const written = [];
async function write(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  written.push(relative(ROOT, file));
}
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// The catalogue row, after the last exercise of its category (the spec's order within each).
const lastOfCategory = rows.filter(([, row]) => row.category === category).at(-1)?.[0];
// Its guide for helpers reads the screens' texts (`guideScript`) until it has a narration.
const row = {
  slug,
  category,
  path,
  ready: false,
  estimateMinutes: 10,
  guideScript: ['intro.lead', 'steps'],
};
await write(
  CATALOGUE,
  json({ ...catalogue, exercises: insertAfter(catalogue.exercises, lastOfCategory, [id, row]) }),
);

// The texts: its own namespace, its title (needed before its code loads) and its hub card.
const START = { en: 'Start', ar: 'ابدأ التمرين' };
for (const language of LANGUAGES) {
  const { title, about } = words[language];
  const locales = join(SRC, 'locales', language);
  await write(
    join(locales, `${slug}.json`),
    json({
      intro: { lead: about, start: START[language] },
      steps: { first: { title, text: about } },
    }),
  );
  const titles = readJson(join(locales, 'titles.json'));
  await write(join(locales, 'titles.json'), json(insertAfter(titles, lastOfCategory, [id, title])));
  const hub = readJson(join(locales, 'hub.json'));
  const exercises = insertAfter(hub.exercises, lastOfCategory, [id, { description: about }]);
  await write(join(locales, 'hub.json'), json({ ...hub, exercises }));
}

// The namespace's type for i18next (the English file is the source of the keys).
const resourcesFile = join(SRC, 'lib', 'i18n', 'resources.ts');
const resources = readFileSync(resourcesFile, 'utf8')
  .replace(
    /(import type \w+ from '[^']+';\n)(?!import)/,
    `$1import type ${id} from '@/locales/en/${slug}.json';\n`,
  )
  .replace(/(export interface Resources \{\n(?:.*\n)*?)\}/, `$1  '${slug}': typeof ${id};\n}`);
await write(resourcesFile, resources);

await write(
  join(routeDir, 'index.tsx'),
  `import { createFileRoute } from '@tanstack/react-router';
import { ${pascal}Screen } from '@/features/exercises/${segment}/${slug}/${slug}-screen';

export const Route = createFileRoute('/_content${path}')({
  staticData: { titleKey: '${id}' },
  component: ${pascal}Screen,
});
`,
);

await write(
  join(featureDir, `${slug}-screen.tsx`),
  `import { useTranslation } from 'react-i18next';
import { CareIntro } from '@/components/care-intro';
import { Page } from '@/components/page';
import { ExerciseFlow } from '@/exercise-kit/components/exercise-flow';

/**
 * ${words.en.title}: its introduction with the care note, its steps, the distress check before and
 * after, and the completion card, from the exercise kit's flow.
 */
export function ${pascal}Screen() {
  const { t } = useTranslation('${slug}');
  return (
    <Page>
      <ExerciseFlow
        exercise="${id}"
        intro={
          <div className="flex flex-col gap-4">
            <p className="text-lg text-stone-800">{t('intro.lead')}</p>
            <CareIntro />
          </div>
        }
        startLabel={t('intro.start')}
        steps={[{ title: t('steps.first.title'), content: <p>{t('steps.first.text')}</p> }]}
      />
    </Page>
  );
}
`,
);

await write(
  join(featureDir, `${slug}-screen.test.tsx`),
  `import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { exerciseById } from '@/exercise-kit/catalogue';
import { renderExercise, type ExerciseHarness } from '@/exercise-kit/test/render-exercise';
import kitAr from '@/locales/ar/exercise-kit.json';
import ar from '@/locales/ar/${slug}.json';
import kitEn from '@/locales/en/exercise-kit.json';
import en from '@/locales/en/${slug}.json';
import { ${pascal}Screen } from './${slug}-screen';

let harness: ExerciseHarness | undefined;
afterEach(() => harness?.cleanup());

describe.each([
  ['en', en, kitEn],
  ['ar', ar, kitAr],
] as const)('${words.en.title} in %s', (language, texts, kit) => {
  it('starts from its introduction and asks how distressed one feels', async () => {
    harness = await renderExercise(<${pascal}Screen />, {
      path: exerciseById('${id}').path,
      language,
    });
    expect(await screen.findByText(texts.intro.lead)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: texts.intro.start }));
    expect(await screen.findByRole('group', { name: kit.distress.question })).toBeTruthy();
  });
});
`,
);

await write(
  join(WEB, 'e2e', `${slug}.spec.ts`),
  `import ar from '../src/locales/ar/${slug}.json' with { type: 'json' };
import kitAr from '../src/locales/ar/exercise-kit.json' with { type: 'json' };
import en from '../src/locales/en/${slug}.json' with { type: 'json' };
import kitEn from '../src/locales/en/exercise-kit.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, tabTo, test } from './fixtures';

const texts = { en, ar } as const;
const kitTexts = { en: kitEn, ar: kitAr } as const;

test('${words.en.title} starts by keyboard from its introduction, which axe passes', async ({
  page,
  language,
  consoleErrors,
}) => {
  const t = texts[language];
  await page.goto('${path}');
  await expect(page.getByText(t.intro.lead, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, page.getByRole('button', { name: t.intro.start, exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('group', { name: kitTexts[language].distress.question, exact: true }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
`,
);

// The route tree, as the build's router plugin writes it (TanStack Router's generator runs when
// Vite resolves the web app's configuration).
await resolveConfig(
  { root: WEB, configFile: join(WEB, 'vite.config.ts'), logLevel: 'error' },
  'build',
);
written.push(relative(ROOT, join(SRC, 'routeTree.gen.ts')));

console.log(`New exercise "${id}" at ${path} (ready: false until it works from start to finish).`);
console.log(written.map((file) => `  ${file}`).join('\n'));
console.log('Next: apps/web/src/exercise-kit/README.md, "Add an exercise".');
