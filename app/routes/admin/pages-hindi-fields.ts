/** What the Hindi editor shows of each text (app/routes/admin/pages-hindi.server.ts fills it; decision 066). */

export type TextState = "translated" | "demo" | "missing";

export interface EditedText {
  /** base64url SHA-256 of the English text: the text's form field is named by it. */
  hash: string;
  english: string;
  hindi: string;
  state: TextState;
}

/** The form field of a text's Hindi: only texts the page has can be translated by a post. */
export const translationField = (hash: string) => `hi:${hash}`;
