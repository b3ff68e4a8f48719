/** The three frames of spec §3: "a good memory", "my strength", "I like this". */
export const FRAMES = ['memory', 'strength', 'like'] as const;
export type Frame = (typeof FRAMES)[number];

export function isFrame(value: unknown): value is Frame {
  return typeof value === 'string' && (FRAMES as readonly string[]).includes(value);
}

/** The frames no chosen picture is assigned to yet (spec §5: each needs at least one). */
export function emptyFrames(items: readonly { frame: Frame | null }[]): Frame[] {
  return FRAMES.filter((frame) => !items.some((item) => item.frame === frame));
}
