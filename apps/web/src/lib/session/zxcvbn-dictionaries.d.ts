// The lists of @zxcvbn-ts/language-en, imported one by one (password-estimator.ts): the package
// types only its index, which brings every list.
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
