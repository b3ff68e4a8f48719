import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import catalogue from './catalogue.json';
import timings from './timings.json';
import {
  CATEGORY_SEGMENTS,
  EXERCISE_IDS,
  EXERCISE_ROWS,
  HUB_TABS,
  narrationFiles,
  type ExerciseId,
} from './catalogue';

const ids = EXERCISE_IDS as [ExerciseId, ...ExerciseId[]];
const name = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const row = z.strictObject({
  slug: name,
  category: z.enum(Object.keys(CATEGORY_SEGMENTS) as [string, ...string[]]),
  path: z.string().regex(/^\/exercises\/[a-z0-9-]+\/[a-z0-9/-]+$/),
  ready: z.boolean(),
  partOf: z.enum(ids).optional(),
  media: z
    .strictObject({
      kind: z.enum(['segmented', 'narrated', 'steps']),
      file: name,
      count: z.int().min(2).optional(),
      addressed: z.literal(true).optional(),
    })
    .refine((media) => (media.kind === 'steps') === (media.count !== undefined), {
      message: 'a count for steps, and only for steps',
    })
    .optional(),
  video: z.string().optional(),
  estimateMinutes: z.int().positive().optional(),
  tabs: z.partialRecord(z.enum(HUB_TABS), z.int().positive()).optional(),
  adultsOnly: z.literal(true).optional(),
  screens: z
    .array(z.strictObject({ path: z.string().regex(/^[^/]/), titleKey: z.string().optional() }))
    .optional(),
  guideScript: z
    .array(z.string().regex(/^[a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)*$/))
    .min(1)
    .optional(),
});

const shape = z.strictObject({
  $comment: z.string(),
  categories: z.record(z.string(), z.strictObject({ segment: name })),
  exercises: z.record(z.string().regex(/^[a-z][a-zA-Z]*$/), row),
});

describe('the exercise catalogue', () => {
  it('has rows of the documented shape', () => {
    expect(shape.safeParse(catalogue).error?.issues ?? []).toEqual([]);
  });

  it('gives every exercise its own slug, path and files', () => {
    const rows = Object.values(EXERCISE_ROWS);
    for (const key of ['slug', 'path'] as const) {
      expect(new Set(rows.map((r) => r[key])).size, key).toBe(rows.length);
    }
    const files = rows.flatMap((r) => (r.media ? narrationFiles(r.media) : []));
    expect(new Set(files).size).toBe(files.length);
  });

  it('puts each exercise at /exercises/<category>/<slug>/, or below the exercise it is part of', () => {
    for (const [id, r] of Object.entries(EXERCISE_ROWS)) {
      const expected = r.partOf
        ? `${EXERCISE_ROWS[r.partOf].path}${r.slug}`
        : `/exercises/${CATEGORY_SEGMENTS[r.category]}/${r.slug}/`;
      expect(r.path, id).toBe(expected);
    }
  });

  it('knows the length of every exercise: its one narration, or an estimate', () => {
    for (const [id, r] of Object.entries(EXERCISE_ROWS)) {
      const single = r.media !== undefined && r.media.kind !== 'steps';
      expect(single || r.estimateMinutes !== undefined, id).toBe(true);
    }
  });

  it('takes the segments of a segmented narration from timings.json', () => {
    for (const r of Object.values(EXERCISE_ROWS)) {
      if (r.media?.kind !== 'segmented') continue;
      expect(Object.keys(timings), r.slug).toContain(r.slug);
    }
  });

  it('numbers the places in each hub tab 1, 2, 3… without gaps', () => {
    for (const tab of HUB_TABS) {
      const places = Object.values(EXERCISE_ROWS)
        .flatMap((r) => r.tabs?.[tab] ?? [])
        .sort((a, b) => a - b);
      expect(places, tab).toEqual(places.map((_, i) => i + 1));
    }
  });
});
