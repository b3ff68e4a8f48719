import { NETWORK_MAX_PEOPLE } from '@waha/shared';

/** The circles of closeness around "me", from the nearest outwards. */
export const CIRCLES = ['inner', 'middle', 'outer'] as const;
export type Circle = (typeof CIRCLES)[number];

/** The five questions of a person's reflection (spec §3), each skippable. */
export const QUESTIONS = ['support', 'value', 'close', 'ask', 'give'] as const;
export type Question = (typeof QUESTIONS)[number];
export type Reflection = Partial<Record<Question, string>>;

export const NAME_MAX_LENGTH = 60;
export const ANSWER_MAX_LENGTH = 1000;
export { NETWORK_MAX_PEOPLE };

/** A person in the network (spec §3: a name, an optional reflection and whether it exists). */
export interface NetworkPerson {
  name: string;
  circle: Circle;
  reflection: Reflection;
  hasReflection: boolean;
  createdAt: string;
}

/** A person with the id of their record; `saved` is false while they live only in this tab. */
export interface ShownPerson extends NetworkPerson {
  id: string;
  saved: boolean;
}

export function isCircle(value: unknown): value is Circle {
  return CIRCLES.includes(value as Circle);
}

/** The answers that say something, trimmed; the others are left out. */
export function cleanReflection(reflection: Reflection): Reflection {
  const clean: Reflection = {};
  for (const question of QUESTIONS) {
    const answer = reflection[question]?.trim();
    if (answer) clean[question] = answer.slice(0, ANSWER_MAX_LENGTH);
  }
  return clean;
}

/** A person as saved: the name trimmed, only the answers given, and the reflection flag. */
export function makePerson(
  name: string,
  circle: Circle,
  reflection: Reflection = {},
  createdAt = new Date().toISOString(),
): NetworkPerson {
  const clean = cleanReflection(reflection);
  return {
    name: name.trim().slice(0, NAME_MAX_LENGTH),
    circle,
    reflection: clean,
    hasReflection: Object.keys(clean).length > 0,
    createdAt,
  };
}

/**
 * A guest's people kept in this tab, read back without zod (it stays out of the screen's chunk):
 * anything not shaped like a person is left out.
 */
export function parseTabPeople(stored: unknown): ShownPerson[] | null {
  if (!Array.isArray(stored)) return null;
  const people: ShownPerson[] = [];
  for (const item of stored.slice(0, NETWORK_MAX_PEOPLE)) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, name, circle, reflection, createdAt } = item as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || !name.trim()) continue;
    if (!isCircle(circle) || typeof createdAt !== 'string') continue;
    const answers: Reflection = {};
    if (typeof reflection === 'object' && reflection !== null) {
      for (const question of QUESTIONS) {
        const answer = (reflection as Record<string, unknown>)[question];
        if (typeof answer === 'string') answers[question] = answer;
      }
    }
    people.push({ id, saved: false, ...makePerson(name, circle, answers, createdAt) });
  }
  return people;
}
