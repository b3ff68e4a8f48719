/** Longest answer to one step, in characters: a few pages, well inside a record's size cap. */
export const RESPONSE_MAX_LENGTH = 5000;
