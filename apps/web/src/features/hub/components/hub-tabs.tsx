import type { ReactNode } from 'react';
import { I18nProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AUDIO_IDS, CATEGORIES, GAME_IDS, exercisesOf } from '../../../exercise-kit/catalogue';
import { ExerciseList } from './exercise-list';
import { VideoCard } from './video-card';

export const HUB_TABS = ['videos', 'games', 'audios', 'content', 'trauma'] as const;
export type HubTab = (typeof HUB_TABS)[number];

function Intro({ children }: { children: ReactNode }) {
  return <p className="text-stone-700">{children}</p>;
}

function AllByCategory() {
  const { t } = useTranslation(['hub', 'titles']);
  return CATEGORIES.map((category) => (
    <section key={category} aria-labelledby={`content-${category}`} className="flex flex-col gap-2">
      <h3 id={`content-${category}`} className="text-lg font-semibold text-oasis-900">
        {t(category, { ns: 'titles' })}
      </h3>
      <ExerciseList ids={exercisesOf(category).map((exercise) => exercise.id)} headingLevel={4} />
    </section>
  ));
}

/**
 * The hub's tabs (spec §1): videos, games, audios, content and trauma. Real ARIA tabs: the arrow
 * keys move between them (mirrored in Arabic), Tab goes into the open panel. Only the open panel
 * is rendered, so no video loads before its tab is chosen.
 */
export function HubTabs() {
  const { t, i18n } = useTranslation('hub');
  return (
    <section aria-labelledby="hub-tabs" className="flex flex-col gap-3">
      <h2 id="hub-tabs" className="text-xl font-semibold text-oasis-900">
        {t('tabs.label')}
      </h2>
      <I18nProvider locale={i18n.language}>
        <Tabs className="flex flex-col gap-4">
          <TabList
            aria-labelledby="hub-tabs"
            className="flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-sm"
          >
            {HUB_TABS.map((tab) => (
              <Tab
                key={tab}
                id={tab}
                className="min-h-11 shrink-0 cursor-pointer rounded-xl px-4 py-2 font-semibold whitespace-nowrap text-oasis-800 outline-none hover:bg-oasis-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-oasis-700 data-[selected]:bg-oasis-700 data-[selected]:text-white"
              >
                {t(`tabs.${tab}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="videos" className="flex flex-col gap-4">
            <VideoCard name="aboutApp" />
            <VideoCard name="confidentiality" />
          </TabPanel>
          <TabPanel id="games" className="flex flex-col gap-3">
            <Intro>{t('tabs.gamesIntro')}</Intro>
            <ExerciseList ids={GAME_IDS} />
          </TabPanel>
          <TabPanel id="audios" className="flex flex-col gap-3">
            <Intro>{t('tabs.audiosIntro')}</Intro>
            <ExerciseList ids={AUDIO_IDS} />
          </TabPanel>
          <TabPanel id="content" className="flex flex-col gap-4">
            <Intro>{t('tabs.contentIntro')}</Intro>
            <AllByCategory />
          </TabPanel>
          <TabPanel id="trauma" className="flex flex-col gap-4">
            <Intro>{t('tabs.traumaIntro')}</Intro>
            <VideoCard name="traumaUnderstanding" />
            <VideoCard name="traumaCoping" />
          </TabPanel>
        </Tabs>
      </I18nProvider>
    </section>
  );
}
