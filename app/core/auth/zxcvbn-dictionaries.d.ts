/** The word lists of @zxcvbn-ts/language-en, imported one by one (the package types only its index). */
declare module "@zxcvbn-ts/language-en/dist/*.json.mjs" {
  const words: string[];
  export default words;
}
