import { z } from 'zod';
import { ANSWER_MAX_LENGTH, CIRCLES, NAME_MAX_LENGTH } from './network-model';

const answer = z.string().trim().min(1).max(ANSWER_MAX_LENGTH).optional();

/** A network person (spec §3), as decrypted: checked before it is shown or saved. */
export const networkPersonSchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    circle: z.enum(CIRCLES),
    reflection: z.object({
      support: answer,
      value: answer,
      close: answer,
      ask: answer,
      give: answer,
    }),
    hasReflection: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  // The flag says whether any answer exists, whatever a damaged record claims.
  .transform((person) => ({
    ...person,
    hasReflection: Object.values(person.reflection).some(Boolean),
  }));
