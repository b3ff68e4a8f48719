import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from '@/lib/i18n/languages';
import { CATEGORIES, exercisesOf, tabExercises } from '@/exercise-kit/catalogue';
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
  'min-h-11 shrink-0 cursor-pointer rounded-xl px-4 py-2 font-semibold whitespace-nowrap text-oasis-800 hover:bg-oasis-50 aria-selected:bg-oasis-700 aria-selected:text-white';

/** Lists sit closer together than the videos and sections. */
const GAPS: Partial<Record<HubTab, string>> = { games: 'gap-3', audios: 'gap-3' };

type PanelItem = { id: HubTab; title: string; panel: ReactNode };

/** Where each key moves the selection, from `index` among `count` tabs; null for other keys. */
function targetOf(key: string, index: number, count: number, rtl: boolean): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function TabsOf({ items, labelledBy }: { items: PanelItem[]; labelledBy: string }) {
  const { i18n } = useTranslation();
  const rtl = isLanguage(i18n.language) && directionOf(i18n.language) === 'rtl';
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const open = items[selected];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetOf(event.key, selected, items.length, rtl);
    if (target === null) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-labelledby={labelledBy}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-sm"
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`hub-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={index === selected ? `hub-panel-${item.id}` : undefined}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            className={TAB_CLASS}
          >
            {item.title}
          </button>
        ))}
      </div>
      {open && (
        <div
          key={open.id}
          role="tabpanel"
          id={`hub-panel-${open.id}`}
          aria-labelledby={`hub-tab-${open.id}`}
          className={`flex flex-col ${GAPS[open.id] ?? 'gap-4'}`}
        >
          {open.panel}
        </div>
      )}
    </div>
  );
}

/**
 * The hub's tabs (spec §1): videos, games, audios, content and trauma. ARIA tabs as the APG's
 * pattern with automatic activation: the arrow keys move between them and open the one reached
 * (mirrored in Arabic, and going round at either end), Home and End go to the first and the last,
 * Tab goes into the open panel, which starts with its links or play buttons. Only the open panel is
 * rendered, so no video loads before its tab is chosen. Written out rather than taken from
 * react-aria: its locale module asks Intl for its locales when it loads, which alone holds a slow
 * phone's first screen for about 0.2 s.
 */
export function HubTabs() {
  const { t } = useTranslation('hub');
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
        <ExerciseList ids={tabExercises('games')} />
      </>
    ),
    audios: (
      <>
        <Intro>{t('tabs.audiosIntro')}</Intro>
        <ExerciseList ids={tabExercises('audios')} />
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
      <TabsOf
        labelledBy="hub-tabs"
        items={HUB_TABS.map((id) => ({ id, title: t(`tabs.${id}`), panel: panels[id] }))}
      />
    </section>
  );
}
