/** What one editable column is, for the shared list editor: how it is shown, checked and stored. */
export type ContentField =
  | {
      kind: "text";
      name: string;
      column: string;
      label: string;
      max: number;
      optional?: boolean;
      pattern?: { regex: string; message: string };
    }
  | { kind: "number"; name: string; column: string; label: string; min: number; max: number }
  | { kind: "checkbox"; name: string; column: string; label: string }
  | {
      kind: "select";
      name: string;
      column: string;
      label: string;
      options: readonly { value: string; label: string }[];
    }
  | { kind: "date"; name: string; column: string; label: string }
  | { kind: "image"; name: string; column: string; label: string };

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

export const text = (name: string, column: string, label: string, max: number, optional = false): ContentField => ({
  kind: "text",
  name,
  column,
  label,
  max,
  optional,
});

export const image = (name: string, column: string, label: string): ContentField => ({
  kind: "image",
  name,
  column,
  label,
});
