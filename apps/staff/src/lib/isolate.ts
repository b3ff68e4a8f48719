/**
 * Text set inside a sentence of the other direction (a Latin name in Arabic, a date beside a
 * name), isolated by U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE: the Unicode
 * way to keep its characters and the sentence's punctuation in their order.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
