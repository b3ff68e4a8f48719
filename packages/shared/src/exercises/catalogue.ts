import catalogue from './catalogue.json' with { type: 'json' };

/**
 * Typed access to catalogue.json, the one list of the exercises. The web app imports this module as
 * `@waha/shared/catalogue` (and types it further in `exercise-kit/catalogue.ts`); scripts read the
 * JSON itself. A row's fields:
 *
 * - `slug`: its last URL segment, its folder name (`features/exercises/<segment>/<slug>/`, the same
 *   under `routes/_content/`), its locale namespace (`locales/<lng>/<slug>.json`) and the key of its
 *   segments in timings.json.
 * - `category`, `path` (the spec's route), `ready` (works from start to finish; otherwise the hub
 *   and the front page say it is being prepared, and it is never suggested).
 * - `partOf`: reached from another exercise's screen (the mandala from drawing): not listed in its
 *   category.
 * - `media`: its narration. `segmented`: one file, cut into its steps by `timings.json[slug]`;
 *   `narrated`: one file; `steps`: one file per step, `<file>-1` to `<file>-<count>`. `addressed`:
 *   recorded a second time in Arabic for women (scripts/media/narration-texts.mjs). With `video`,
 *   what "Make available offline" stores.
 * - `estimateMinutes`: its length, when no single narration gives it.
 * - `tabs`: the hub tabs that list it, with its place in each (1 first).
 * - `adultsOnly`: never suggested to someone under 18.
 * - `screens`: its screens below `path` (with a sample value for a parameter), each with its title
 *   key where it differs from the id; the route and offline browser tests open every one.
 * - `guideScript`: for an exercise without a narration, the keys of its namespace (a text, or a
 *   group of texts in order) whose words its screens show, in the order they show them: the
 *   script of its guide for helpers. A narrated exercise's script is its narration.
 */

export type ExerciseId = keyof typeof catalogue.exercises;
export type Category = keyof typeof catalogue.categories;

export const HUB_TABS = ['games', 'audios'] as const;
export type HubTab = (typeof HUB_TABS)[number];

export interface ExerciseMedia {
  kind: 'segmented' | 'narrated' | 'steps';
  /** The file name without its extension (media/<language>/<file>.opus, …). */
  file: string;
  /** `steps` only: how many files. */
  count?: number;
  addressed?: boolean;
}

export interface ExerciseScreen {
  path: string;
  titleKey?: string;
}

export interface ExerciseRow {
  slug: string;
  category: Category;
  path: string;
  ready: boolean;
  partOf?: ExerciseId;
  media?: ExerciseMedia;
  video?: string;
  estimateMinutes?: number;
  tabs?: Partial<Record<HubTab, number>>;
  adultsOnly?: boolean;
  screens?: readonly ExerciseScreen[];
  guideScript?: readonly string[];
}

/** Every exercise by id, in the catalogue's order (catalogue.test.ts checks each row's shape). */
export const EXERCISE_ROWS = catalogue.exercises as Readonly<Record<ExerciseId, ExerciseRow>>;

export const EXERCISE_IDS = Object.keys(EXERCISE_ROWS) as ExerciseId[];

/** The categories that have exercises (spec §1), in order, with their URL segments. */
export const CATEGORY_SEGMENTS = Object.fromEntries(
  Object.entries(catalogue.categories).map(([id, { segment }]) => [id, segment]),
) as Readonly<Record<Category, string>>;

export function isExerciseId(value: string): value is ExerciseId {
  return Object.hasOwn(EXERCISE_ROWS, value);
}

/** The media files of a narration, without extension, in step order. */
export function narrationFiles(media: ExerciseMedia): string[] {
  if (media.kind !== 'steps') return [media.file];
  return Array.from({ length: media.count ?? 0 }, (_, i) => `${media.file}-${i + 1}`);
}
