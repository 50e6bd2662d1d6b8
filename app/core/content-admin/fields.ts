import type { MessageKey } from "../../messages/catalogue.ts";

/** What one editable column is, for the shared list editor: how it is shown, checked and stored. */
export type ContentField =
  | {
      kind: "text";
      name: string;
      column: string;
      labelKey: MessageKey;
      max: number;
      optional?: boolean;
      /** The message is a catalogue key. */
      pattern?: { regex: string; message: MessageKey };
      /** The language of what is typed, when it is not the console's (a Hindi text). */
      lang?: "hi";
    }
  | { kind: "number"; name: string; column: string; labelKey: MessageKey; min: number; max: number }
  | { kind: "checkbox"; name: string; column: string; labelKey: MessageKey }
  | {
      kind: "select";
      name: string;
      column: string;
      labelKey: MessageKey;
      options: readonly { value: string; labelKey: MessageKey }[];
    }
  | { kind: "date"; name: string; column: string; labelKey: MessageKey }
  | { kind: "image"; name: string; column: string; labelKey: MessageKey };

export type FieldValue = string | number | boolean;

/** One item as the editor sees it; image fields hold the media id, with its alt text beside it. */
export interface ContentItem {
  id: number;
  published: boolean;
  showFrom: string;
  showUntil: string;
  values: Record<string, FieldValue>;
  alts: Record<string, string>;
}

export const text = (
  name: string,
  column: string,
  labelKey: MessageKey,
  max: number,
  optional = false,
): ContentField => ({
  kind: "text",
  name,
  column,
  labelKey,
  max,
  optional,
});

export const image = (name: string, column: string, labelKey: MessageKey): ContentField => ({
  kind: "image",
  name,
  column,
  labelKey,
});
