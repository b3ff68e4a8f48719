import { useRef, type ReactNode } from 'react';
import {
  I18nProvider,
  mergeProps,
  useFocusRing,
  useTab,
  useTabList,
  useTabPanel,
} from 'react-aria';
import { Item, useTabListState, type Node, type TabListState } from 'react-stately';
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

const TAB_CLASS =
  'min-h-11 shrink-0 cursor-pointer rounded-xl px-4 py-2 font-semibold whitespace-nowrap text-oasis-800 outline-none hover:bg-oasis-50 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-oasis-700 data-[selected]:bg-oasis-700 data-[selected]:text-white';

function HubTab({ item, state }: { item: Node<object>; state: TabListState<object> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps, isSelected } = useTab({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabProps, focusProps)}
      ref={ref}
      className={TAB_CLASS}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {item.rendered}
    </div>
  );
}

/** Lists sit closer together than the videos and sections. */
const GAPS: Partial<Record<HubTab, string>> = { games: 'gap-3', audios: 'gap-3' };

function HubTabPanel({ state }: { state: TabListState<object> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  return (
    <div
      {...tabPanelProps}
      ref={ref}
      className={`flex flex-col ${GAPS[state.selectedKey as HubTab] ?? 'gap-4'}`}
    >
      {state.selectedItem?.props.children}
    </div>
  );
}

type PanelItem = { id: HubTab; title: string; panel: ReactNode };

function TabsOf({ items, labelledBy }: { items: PanelItem[]; labelledBy: string }) {
  const props = {
    'aria-labelledby': labelledBy,
    children: items.map((item) => (
      <Item key={item.id} title={item.title}>
        {item.panel}
      </Item>
    )),
  };
  const state = useTabListState<object>(props);
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(props, state, ref);
  return (
    <div className="flex flex-col gap-4">
      <div
        {...tabListProps}
        ref={ref}
        className="flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-sm"
      >
        {[...state.collection].map((item) => (
          <HubTab key={item.key} item={item} state={state} />
        ))}
      </div>
      <HubTabPanel key={state.selectedItem?.key} state={state} />
    </div>
  );
}

/**
 * The hub's tabs (spec §1): videos, games, audios, content and trauma. Real ARIA tabs (react-aria's
 * tab hooks): the arrow keys move between them (mirrored in Arabic), Tab goes into the open panel.
 * Only the open panel is rendered, so no video loads before its tab is chosen.
 */
export function HubTabs() {
  const { t, i18n } = useTranslation('hub');
  const panels: Record<HubTab, ReactNode> = {
    videos: (
      <>
        <VideoCard name="aboutApp" />
        <VideoCard name="confidentiality" />
      </>
    ),
    games: (
      <>
        <Intro>{t('tabs.gamesIntro')}</Intro>
        <ExerciseList ids={GAME_IDS} />
      </>
    ),
    audios: (
      <>
        <Intro>{t('tabs.audiosIntro')}</Intro>
        <ExerciseList ids={AUDIO_IDS} />
      </>
    ),
    content: (
      <>
        <Intro>{t('tabs.contentIntro')}</Intro>
        <AllByCategory />
      </>
    ),
    trauma: (
      <>
        <Intro>{t('tabs.traumaIntro')}</Intro>
        <VideoCard name="traumaUnderstanding" />
        <VideoCard name="traumaCoping" />
      </>
    ),
  };
  return (
    <section aria-labelledby="hub-tabs" className="flex flex-col gap-3">
      <h2 id="hub-tabs" className="text-xl font-semibold text-oasis-900">
        {t('tabs.label')}
      </h2>
      <I18nProvider locale={i18n.language}>
        <TabsOf
          labelledBy="hub-tabs"
          items={HUB_TABS.map((id) => ({ id, title: t(`tabs.${id}`), panel: panels[id] }))}
        />
      </I18nProvider>
    </section>
  );
}
