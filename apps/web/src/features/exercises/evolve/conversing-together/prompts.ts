/** Who is talking: the prompts are written for each pair (locales: `prompts.<audience>.q1…q8`). */
export const AUDIENCES = ['carerChild', 'friends', 'couple'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** How many questions each conversation has: the pair takes them in turns. */
export const PROMPT_COUNT = 8;

const KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'] as const;
export type PromptKey = (typeof KEYS)[number];

/** The locale key of question `index` (0-based) for that pair. */
export function promptKey(audience: Audience, index: number): `prompts.${Audience}.${PromptKey}` {
  const key = KEYS[Math.min(Math.max(index, 0), KEYS.length - 1)] ?? 'q1';
  return `prompts.${audience}.${key}`;
}

/** Whose turn question `index` is: the first person takes the first, then they alternate. */
export function turnOf(index: number): 0 | 1 {
  return index % 2 === 0 ? 0 : 1;
}

/** One turn of the timer, in seconds (a gentle guide, never a limit). */
export const TURN_SECONDS = 120;

/** A name or nickname is short; it is kept only in this tab. */
export const NAME_MAX_LENGTH = 40;
