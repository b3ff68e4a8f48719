import type { Page } from '@playwright/test';
import arBreathing from '../src/locales/ar/guided-relaxation.json' with { type: 'json' };
import arHub from '../src/locales/ar/hub.json' with { type: 'json' };
import arOnboarding from '../src/locales/ar/onboarding.json' with { type: 'json' };
import enBreathing from '../src/locales/en/guided-relaxation.json' with { type: 'json' };
import enHub from '../src/locales/en/hub.json' with { type: 'json' };
import enOnboarding from '../src/locales/en/onboarding.json' with { type: 'json' };
import type { Symptom } from '../src/lib/onboarding/onboarding-answers';
import {
  confirmRecoveryCodeSaved,
  logIn,
  logOutFromProfile,
  register,
  secretPassword,
  uniqueNickname,
} from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, test, texts, type Language } from './fixtures';
import { CATEGORIES, preparingIn } from '../src/exercise-kit/catalogue';

const frontDoor = {
  en: { onboarding: enOnboarding, hub: enHub, breathing: enBreathing },
  ar: { onboarding: arOnboarding, hub: arHub, breathing: arBreathing },
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

interface Answers {
  forSomeoneElse: boolean;
  /** The "from" age of the band (its label is "From 40 to 50" / "من 40 إلى 50"). */
  band: { from: number; to: number };
  symptoms: Symptom[];
}

/** Goes through the three questions as a person would, ending on the hub. */
async function answerQuestions(page: Page, language: Language, answers: Answers) {
  const { questions } = frontDoor[language].onboarding;
  await expect(page.getByText(fill(questions.progress, { current: 1, total: 3 }))).toBeVisible();
  // Tapped as soon as it shows, perhaps before the app is live: the first script keeps the choice
  // and hands it to the app, but a render in between may clear the circle for a moment (the gap
  // named in docs/architecture.md, "The first seconds"), which `check()`'s own immediate look at
  // it would take for a failed tap. So: tap, then see it chosen.
  const who = page.getByRole('radio', {
    name: answers.forSomeoneElse ? questions.userType.someoneElse : questions.userType.myself,
    exact: true,
  });
  await who.click();
  await expect(who).toBeChecked();
  await page.getByRole('button', { name: questions.next, exact: true }).click();

  const audience = answers.forSomeoneElse ? 'someoneElse' : 'myself';
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: questions.ageBand.question[audience],
      exact: true,
    }),
  ).toBeFocused();
  await page
    .getByRole('radio', { name: fill(questions.ageBand.range, answers.band), exact: true })
    .check();
  await page.getByRole('button', { name: questions.next, exact: true }).click();

  await expect(
    page.getByRole('heading', {
      level: 2,
      name: questions.symptoms.question[audience],
      exact: true,
    }),
  ).toBeFocused();
  for (const symptom of answers.symptoms) {
    await page.getByRole('checkbox', { name: questions.symptoms[symptom], exact: true }).check();
  }
  await page.getByRole('button', { name: questions.done, exact: true }).click();
  await expect(page).toHaveURL(/\/exercises\/$/);
}

/** The titles of the suggested exercises, in the order shown. */
async function suggestions(page: Page, title: string) {
  const section = page.getByRole('region', { name: title, exact: true });
  await expect(section).toBeVisible();
  return section.getByRole('heading', { level: 3 }).allTextContents();
}

/**
 * The suggestions under `title` once they pass `check`, read again until they do: the answers
 * load from this device or the records store, and the list may still change as they arrive.
 */
async function expectSuggestions(
  page: Page,
  title: string,
  check: (shown: string[]) => void,
): Promise<string[]> {
  let shown: string[] = [];
  await expect(async () => {
    shown = await suggestions(page, title);
    check(shown);
  }).toPass({ timeout: 10_000 });
  return shown;
}

test('the introduction can be skipped from every step, and walked through', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { intro } = frontDoor[language].onboarding;
  const steps = ['what', 'how', 'privacy', 'free'] as const;
  for (let skipAt = 0; skipAt < steps.length; skipAt += 1) {
    await page.goto('/introduction');
    for (let index = 0; index < skipAt; index += 1) {
      await page.getByRole('button', { name: intro.next, exact: true }).click();
    }
    const step = steps[skipAt] ?? 'what';
    await expect(
      page.getByText(fill(intro.stepOf, { current: skipAt + 1, total: 4 })),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: intro.steps[step].title, exact: true }),
    ).toBeVisible();
    if (skipAt > 0) {
      // Focus moves to the new step's heading, so a screen reader reads it from the start.
      await expect(
        page.getByRole('heading', { level: 2, name: intro.steps[step].title, exact: true }),
      ).toBeFocused();
    }
    if (skipAt === 2) await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: intro.skip, exact: true }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(
      page.getByRole('heading', { level: 1, name: texts[language].titles.appWelcome, exact: true }),
    ).toBeVisible();
  }

  // By keyboard alone: Next, Back, and the last step opens the app.
  await page.goto('/introduction');
  await page.getByRole('button', { name: intro.next, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: intro.steps.how.title, exact: true }),
  ).toBeFocused();
  await page.getByRole('button', { name: intro.back, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: intro.steps.what.title, exact: true }),
  ).toBeFocused();
  // Next stays in one place: three taps on the spot where it is on the first step go forward to
  // the last step (Back used to take that spot on the second, and a longer text moved it down).
  const next = await page.getByRole('button', { name: intro.next, exact: true }).boundingBox();
  if (!next) throw new Error('Next is not on the screen');
  for (const step of ['how', 'privacy', 'free'] as const) {
    await page.mouse.click(next.x + next.width / 2, next.y + next.height / 2);
    await expect(
      page.getByRole('heading', { level: 2, name: intro.steps[step].title, exact: true }),
    ).toBeFocused();
  }
  await expect(page.getByText(intro.steps.free.text)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: intro.finish, exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  expect(consoleErrors).toEqual([]);
});

test('onboarding answers put the matching exercises first, and new answers change the order', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { onboarding, hub } = frontDoor[language];
  const { titles } = texts[language];

  // Before any answers: a prompt to answer, and the default starting points.
  await page.goto('/exercises/');
  await expect(page.getByRole('link', { name: hub.suggestions.answer, exact: true })).toBeVisible();
  expect((await suggestions(page, hub.suggestions.startHere))[0]).toBe(titles.guidedRelaxation);

  await page.goto('/app');
  await page.getByRole('link', { name: onboarding.welcome.getStarted, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  // Nothing chosen: the question says so instead of moving on.
  await page.getByRole('button', { name: onboarding.questions.next, exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(onboarding.questions.required);
  await expectNoSeriousA11yViolations(page);
  await answerQuestions(page, language, {
    forSomeoneElse: false,
    band: { from: 40, to: 49 },
    symptoms: ['aggression'],
  });

  const forAggression = await expectSuggestions(page, hub.suggestions.titleMyself, (shown) =>
    expect(shown.slice(0, 3)).toEqual([titles.relaxation, titles.bodyExercise, titles.drawing]),
  );
  await expectNoSeriousA11yViolations(page);

  // The welcome now offers to continue or to change the answers, which start from the saved ones.
  await page.goto('/app');
  await expect(
    page.getByRole('link', { name: onboarding.welcome.continue, exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: onboarding.welcome.changeAnswers, exact: true }).click();
  await expect(
    page.getByRole('radio', { name: onboarding.questions.userType.myself, exact: true }),
  ).toBeChecked();
  await page.getByRole('button', { name: onboarding.questions.next, exact: true }).click();
  await expect(
    page.getByRole('radio', {
      name: fill(onboarding.questions.ageBand.range, { from: 40, to: 49 }),
    }),
  ).toBeChecked();
  await page.getByRole('button', { name: onboarding.questions.next, exact: true }).click();
  await page
    .getByRole('checkbox', { name: onboarding.questions.symptoms.aggression, exact: true })
    .uncheck();
  await page
    .getByRole('checkbox', { name: onboarding.questions.symptoms.panic, exact: true })
    .check();
  await page.getByRole('button', { name: onboarding.questions.done, exact: true }).click();
  await expect(page).toHaveURL(/\/exercises\/$/);

  const forPanic = await expectSuggestions(page, hub.suggestions.titleMyself, (shown) =>
    expect(shown.slice(0, 2)).toEqual([titles.fingerBreathing, titles.guidedRelaxation]),
  );
  expect(forPanic).not.toEqual(forAggression);

  // The answers stay on this device across a reload.
  await page.reload();
  await expectSuggestions(page, hub.suggestions.titleMyself, (shown) =>
    expect(shown).toEqual(forPanic),
  );
  expect(consoleErrors).toEqual([]);
});

test('for someone else, the questions and the suggestions speak of the person supported', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { onboarding, hub } = frontDoor[language];
  const { titles } = texts[language];
  await page.goto('/app/onboarding');
  await answerQuestions(page, language, {
    forSomeoneElse: true,
    band: { from: 60, to: 69 },
    symptoms: ['nightmares', 'flashbacks'],
  });
  await expectSuggestions(page, hub.suggestions.titleSomeoneElse, (shown) =>
    expect(shown[0]).toBe(titles.imagination),
  );
  // Only once the suggestions are there does their absence under the other title mean anything.
  await expect(page.getByRole('heading', { name: hub.suggestions.titleMyself })).toHaveCount(0);
  await expect(
    page.getByText(
      fill(hub.suggestions.basedOnSomeoneElse, {
        symptoms: new Intl.ListFormat(language, { type: 'conjunction' }).format(
          [onboarding.questions.symptoms.nightmares, onboarding.questions.symptoms.flashbacks].map(
            (name) => name.toLocaleLowerCase(language),
          ),
        ),
      }),
    ),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the hub tabs work by keyboard in the reading direction, with the videos and trauma videos', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { hub } = frontDoor[language];
  const { titles } = texts[language];
  // Next and previous follow the reading direction: right to left in Arabic.
  const [nextKey, previousKey] =
    language === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  await page.goto('/exercises/');
  const videos = page.getByRole('tab', { name: hub.tabs.videos, exact: true });
  await expect(videos).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(
    panel.getByRole('heading', { name: hub.videos.aboutApp.title, exact: true }),
  ).toBeVisible();
  await expect(
    panel.getByRole('heading', { name: hub.videos.confidentiality.title, exact: true }),
  ).toBeVisible();
  // Posters with play buttons; the player loads on request (video.spec.ts).
  await expect(panel.getByRole('button', { name: hub.videos.aboutApp.title })).toBeVisible();
  await expect(panel.locator('img').first()).toHaveAttribute(
    'src',
    `/media/${language}/about-app.jpg`,
  );
  await expect(panel.locator('video')).toHaveCount(0);

  await videos.focus();
  await page.keyboard.press(nextKey);
  await expect(page.getByRole('tab', { name: hub.tabs.games, exact: true })).toBeFocused();
  // The keyboard's focus ring shows on the tab reached.
  await expect(page.getByRole('tab', { name: hub.tabs.games, exact: true })).toHaveCSS(
    'outline-style',
    'solid',
  );
  await expect(page.getByRole('tab', { name: hub.tabs.games, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByRole('link', { name: titles.drawing, exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: titles.treeOfLife, exact: true })).toBeVisible();

  await page.keyboard.press(nextKey);
  await expect(page.getByRole('tab', { name: hub.tabs.audios, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    panel.getByRole('link', { name: titles.fingerBreathing, exact: true }),
  ).toBeVisible();

  await page.keyboard.press(previousKey);
  await page.keyboard.press(previousKey);
  await page.keyboard.press(previousKey);
  const trauma = page.getByRole('tab', { name: hub.tabs.trauma, exact: true });
  await expect(trauma).toBeFocused();
  await expect(trauma).toHaveAttribute('aria-selected', 'true');
  await expect(
    panel.getByRole('heading', { name: hub.videos.traumaUnderstanding.title, exact: true }),
  ).toBeVisible();
  await expect(
    panel.getByRole('heading', { name: hub.videos.traumaCoping.title, exact: true }),
  ).toBeVisible();
  await expect(panel.locator('img')).toHaveCount(2);

  await page.keyboard.press('Home');
  await page.keyboard.press(nextKey);
  await page.keyboard.press(nextKey);
  await page.keyboard.press(nextKey);
  await expect(page.getByRole('tab', { name: hub.tabs.content, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.getByRole('link')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);

  // Movement and every category with exercises still being prepared carry a coming-soon note
  // (from the catalogue's ready flags); Movement is not a link.
  await expect(page.getByText(hub.categories.movement.comingSoon, { exact: true })).toBeVisible();
  for (const note of ['some', 'all'] as const) {
    const text = note === 'all' ? hub.categories.preparingAll : hub.categories.preparingSome;
    await expect(page.getByText(text, { exact: true })).toHaveCount(
      CATEGORIES.filter((category) => preparingIn(category) === note).length,
    );
  }
  await expect(page.getByRole('link', { name: hub.categories.movement.title })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: hub.more.requestSession, exact: true }),
  ).toHaveAttribute('href', '/request-session');
  expect(consoleErrors).toEqual([]);
});

const CATEGORY_PAGES = [
  {
    path: '/exercises/mind-body/',
    title: 'mindBody',
    exercises: {
      relaxation: '/exercises/mind-body/relaxation/',
      drawing: '/exercises/mind-body/drawing/',
      bodyExercise: '/exercises/mind-body/body-exercise/',
    },
  },
  {
    path: '/exercises/evolve/',
    title: 'evolve',
    exercises: {
      treeOfLife: '/exercises/evolve/tree-of-life/',
      socialNetwork: '/exercises/evolve/social-network/',
      positiveImagery: '/exercises/evolve/positive-imagery/',
      personalSources: '/exercises/evolve/personal-sources/',
      diary: '/exercises/evolve/diary-adults/',
      conversingTogether: '/exercises/evolve/conversing-together/',
    },
  },
  {
    path: '/exercises/creativity/',
    title: 'creativity',
    exercises: {
      imagination: '/exercises/creativity/imagination/',
      guidedRelaxation: '/exercises/creativity/guided-relaxation/',
      fingerBreathing: '/exercises/creativity/finger-breathing/',
    },
  },
] as const;

test('the category indexes list their exercises with a description and a length, linked', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(120_000); // three axe runs and a dozen screens
  const { hub } = frontDoor[language];
  const { titles } = texts[language];
  // "About 4 minutes" in each of the language's plural forms.
  const durations = new Map(
    Object.entries(hub).flatMap(([key, text]) =>
      key.startsWith('duration_') && typeof text === 'string' ? [[key, text] as const] : [],
    ),
  );
  const about = new RegExp(
    `^(${[...durations.values()].map((text) => fill(text, { count: '\\d+' })).join('|')})$`,
  );

  for (const category of CATEGORY_PAGES) {
    await page.goto('/exercises/');
    await page.getByRole('link', { name: titles[category.title], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${category.path}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: titles[category.title], exact: true }),
    ).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(Object.keys(category.exercises).length);
    for (const [id, path] of Object.entries(category.exercises)) {
      const key = id as keyof typeof category.exercises & keyof typeof titles;
      const link = page.getByRole('link', { name: titles[key], exact: true });
      await expect(link).toHaveAttribute('href', path);
      const item = items.filter({ has: link });
      await expect(
        item.getByText(hub.exercises[id as keyof typeof hub.exercises].description),
      ).toBeVisible();
      await expect(item.getByText(about)).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  }

  // The narrated ones state their audio's real length (the breathing audio is 208 s: 3 minutes).
  await page.goto('/exercises/creativity/');
  const threeMinutes = durations.get(`duration_${new Intl.PluralRules(language).select(3)}`) ?? '';
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: titles.guidedRelaxation, exact: true }) })
      .getByText(fill(threeMinutes, { count: '3' }), { exact: true }),
  ).toBeVisible();

  // Every exercise link leads to a screen, none to "not found".
  // (The screen's own title first: checked before the app has rendered, "no not-found text"
  // would pass on an empty page.)
  for (const category of CATEGORY_PAGES) {
    for (const [id, path] of Object.entries(category.exercises)) {
      await page.goto(path);
      const title = titles[id as keyof typeof category.exercises & keyof typeof titles];
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByText(texts[language].common.notFound)).toHaveCount(0);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('a newcomer goes from the front page to the first exercise without help', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { onboarding, hub, breathing } = frontDoor[language];
  const { titles, common } = texts[language];
  await page.goto('/');
  await page.getByRole('link', { name: common.openApp, exact: true }).first().click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('link', { name: onboarding.welcome.getStarted, exact: true }).click();
  await answerQuestions(page, language, {
    forSomeoneElse: false,
    band: { from: 18, to: 29 },
    symptoms: ['panic', 'anxiety'],
  });
  const suggested = page.getByRole('region', { name: hub.suggestions.titleMyself, exact: true });
  await suggested.getByRole('link', { name: titles.guidedRelaxation, exact: true }).click();
  await expect(page).toHaveURL(/\/exercises\/creativity\/guided-relaxation\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: titles.guidedRelaxation, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: breathing.intro.start, exact: true }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an account keeps its answers in the encrypted records store, not on the device', async ({
  page,
  language,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const { onboarding, hub } = frontDoor[language];
  const { titles } = texts[language];
  const nickname = uniqueNickname(language);
  const password = secretPassword();
  await register(page, language, nickname, password);
  await confirmRecoveryCodeSaved(page, language);

  await page.goto('/app');
  await page.getByRole('link', { name: onboarding.welcome.getStarted, exact: true }).click();
  await answerQuestions(page, language, {
    forSomeoneElse: true,
    band: { from: 30, to: 39 },
    symptoms: ['stress'],
  });
  const forStress = await expectSuggestions(page, hub.suggestions.titleSomeoneElse, (shown) =>
    expect(shown[0]).toBe(titles.bodyExercise),
  );

  // Nothing on the device in plain text; the server holds only ciphertext.
  expect(await page.evaluate(() => localStorage.getItem('waha.onboarding'))).toBeNull();
  const stored = await page.evaluate(async () => {
    const response = await fetch('/api/records/onboarding/answers');
    return (await response.json()) as { ciphertext: string };
  });
  expect(stored.ciphertext.length).toBeGreaterThan(20);
  expect(stored.ciphertext).not.toMatch(/stress|someoneElse|30-40/);

  // Logged out, this device knows no answers; logged in again, they come back from the store.
  await logOutFromProfile(page, language);
  await page.goto('/exercises/');
  await expect(page.getByRole('link', { name: hub.suggestions.answer, exact: true })).toBeVisible();
  await page.goto('/auth/login?redirect=%2Fexercises%2F');
  await logIn(page, language, nickname, password);
  await expect(page).toHaveURL(/\/exercises\/$/, { timeout: 30_000 });
  await expectSuggestions(page, hub.suggestions.titleSomeoneElse, (shown) =>
    expect(shown).toEqual(forStress),
  );

  // The profile offers to change them.
  await page.goto('/profile');
  await page.getByRole('link', { name: onboarding.profile.change, exact: true }).click();
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(
    page.getByRole('radio', { name: onboarding.questions.userType.someoneElse, exact: true }),
  ).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
