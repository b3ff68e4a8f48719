/** Longest reflection kept, in characters: a few pages, well inside a record's size cap. */
export const REFLECTION_MAX_LENGTH = 5000;
