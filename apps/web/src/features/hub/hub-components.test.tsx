import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { OnboardingAnswers } from '@/lib/onboarding/onboarding-answers';
import { testI18n } from '@/test/i18n';
import arTitles from '@/locales/ar/titles.json';
import enTitles from '@/locales/en/titles.json';
import { EXERCISES, exerciseById, type ExerciseId } from '@/exercise-kit/catalogue';
import { HubTabs } from './components/hub-tabs';
import { SuggestionsSection } from './components/suggestions-section';
import { suggestExercises } from './suggestions';

async function renderWith(language: 'en' | 'ar', node: ReactNode) {
  const i18n = await testI18n(language);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    trailingSlash: 'preserve',
    history: createMemoryHistory({ initialEntries: ['/exercises/'] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <div dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <RouterProvider router={router} />
      </div>
    </I18nextProvider>,
  );
  return i18n;
}

function titlesOf(language: 'en' | 'ar', ids: ExerciseId[]): string[] {
  const titles = language === 'en' ? enTitles : arTitles;
  return ids.map((id) => titles[exerciseById(id).titleKey]);
}

function suggestedTitles(): string[] {
  const section = screen.getByRole('region', { name: /suggested|start|مقترحة|للبدء/i });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('hub suggestions', () => {
  const panic: OnboardingAnswers = { userType: 'myself', ageBand: '18-30', symptoms: ['panic'] };

  it('list the exercises for the chosen symptoms first, for the person themself', async () => {
    await renderWith('en', <SuggestionsSection answers={panic} loadFailed={false} />);
    expect(await screen.findByRole('heading', { name: 'Suggested for you' })).toBeTruthy();
    expect(screen.getByText('Chosen for what you told us: panic.')).toBeTruthy();
    // Only exercises that work are suggested (the ranking itself is tested in suggestions.test.ts).
    expect(suggestedTitles()).toEqual(titlesOf('en', suggestExercises(panic)));
    // Finger breathing first for panic: its anchor is touch, not only the breath.
    expect(suggestedTitles()[0]).toBe('Finger breathing');
    expect(screen.getByRole('link', { name: 'Finger breathing' }).getAttribute('href')).toBe(
      '/exercises/creativity/finger-breathing/',
    );
    expect(screen.getByRole('link', { name: 'Change my answers' }).getAttribute('href')).toBe(
      '/app/onboarding',
    );
  });

  it('speak of the person supported when the app is used for someone else', async () => {
    await renderWith(
      'ar',
      <SuggestionsSection
        answers={{ userType: 'someoneElse', ageBand: '70plus', symptoms: ['aggression', 'stress'] }}
        loadFailed={false}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'تمارين مقترحة للشخص الذي يتلقّى دعمك' }),
    ).toBeTruthy();
    expect(
      screen.getByText('اخترناها بناءً على ما أخبرتنا به عن هذا الشخص: الغضب أو العدوانية والتوتر.'),
    ).toBeTruthy();
    expect(suggestedTitles()).toEqual(
      titlesOf('ar', suggestExercises({ symptoms: ['aggression', 'stress'] })),
    );
  });

  it('ask for the answers when there are none, and offer starting points meanwhile', async () => {
    await renderWith('en', <SuggestionsSection answers={null} loadFailed={false} />);
    expect(await screen.findByRole('heading', { name: 'Good places to start' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer the questions' }).getAttribute('href')).toBe(
      '/app/onboarding',
    );
    expect(suggestedTitles()[0]).toBe('Guided relaxation');
  });
});

describe('hub tabs', () => {
  it('are ARIA tabs that the arrow keys move through, videos first', async () => {
    await renderWith('en', <HubTabs />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Videos',
      'Games',
      'Audios',
      'Content',
      'Trauma',
    ]);
    // The tabs' collection is drawn before the first tab is selected: wait for the selection.
    expect((await screen.findByRole('tab', { selected: true })).textContent).toBe('Videos');
    // Posters and play buttons: no player, no video until someone asks (hub-videos.test.tsx).
    const videos = screen.getByRole('tabpanel');
    expect(videos.querySelectorAll('video')).toHaveLength(0);
    expect(
      within(videos)
        .getAllByRole('button', { name: /^Play video: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Play video: About Waha', 'Play video: Confidentiality']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Games');
    const games = screen.getByRole('tabpanel');
    expect(
      within(games)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Drawing', 'Mandala', 'Positive imagery', 'Tree of life', 'Social network']);
    // Only the games still being prepared say so (drawing and the mandala work).
    for (const item of within(games).getAllByRole('listitem')) {
      const title = within(item).getByRole('link').textContent;
      const exercise = EXERCISES.find((row) => enTitles[row.titleKey] === title);
      expect(within(item).queryByText('Being prepared') !== null).toBe(!exercise?.ready);
    }
    const gameTitles = ['Positive imagery', 'Tree of life', 'Social network'];
    const preparing = EXERCISES.filter(
      (row) => gameTitles.includes(enTitles[row.titleKey]) && !row.ready,
    );
    expect(within(games).queryAllByText('Being prepared')).toHaveLength(preparing.length);

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Trauma');
    const trauma = screen.getByRole('tabpanel');
    expect(within(trauma).getByRole('heading', { name: 'Understanding trauma' })).toBeTruthy();
    expect(within(trauma).getByRole('heading', { name: 'Coping with trauma' })).toBeTruthy();
    expect([...trauma.querySelectorAll('img')].map((poster) => poster.getAttribute('src'))).toEqual(
      ['/media/en/trauma-understanding.jpg', '/media/en/trauma-coping.jpg'],
    );

    // Home and End; one tab in the page's tab order (the open one), named by the panel.
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Videos');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Trauma');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
    expect(screen.getByRole('tabpanel', { name: 'Trauma' })).toBeTruthy();
  });

  it('follow the reading direction in Arabic: the left arrow goes to the next tab', async () => {
    await renderWith('ar', <HubTabs />);
    await screen.findAllByRole('tab');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'مقاطع الفيديو' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('الألعاب');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('مقاطع الفيديو');
    expect(
      [...screen.getByRole('tabpanel').querySelectorAll('img')].map((poster) =>
        poster.getAttribute('src'),
      ),
    ).toEqual(['/media/ar/about-app.jpg', '/media/ar/confidentiality.jpg']);
  });

  it('list every exercise by category in the content tab', async () => {
    await renderWith('en', <HubTabs />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Content' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('link')).toHaveLength(
      EXERCISES.filter((row) => !('partOf' in row)).length,
    );
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Do you feel stressed?', 'Do you feel weak?', 'Are you scared?']);
  });

  it('mark each exercise that is still being prepared, and only those', async () => {
    await renderWith('en', <HubTabs />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Content' }));
    for (const item of within(screen.getByRole('tabpanel')).getAllByRole('listitem')) {
      const title = within(item).getByRole('link').textContent;
      const exercise = EXERCISES.find((row) => enTitles[row.titleKey] === title);
      expect(exercise).toBeDefined();
      expect(within(item).queryByText('Being prepared') !== null).toBe(!exercise?.ready);
    }
    expect(screen.queryAllByText('Being prepared').length).toBe(
      EXERCISES.filter((row) => !row.ready && !('partOf' in row)).length,
    );
  });
});
