import { type MessageKey, type MessageValues, type Translate, isMessageKey } from "./catalogue.ts";

/**
 * A message as schemas and server rules write it, so one schema serves every language: a catalogue key, with its
 * values after "?" as URL parameters ("console.field.tooLong?label=console.news.title&max=1000"). The text is looked
 * up where it is shown — a form's field, a console reply, the JSON API's answer — in that request's language.
 */
export type MessageRef = string;

export function messageRef(key: MessageKey, values: MessageValues = {}): MessageRef {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

/** The text of a message: a key is looked up (and so are values that are keys); text that is no key is shown as is. */
export function messageText(t: Translate, ref: MessageRef): string {
  const mark = ref.indexOf("?");
  const key = mark < 0 ? ref : ref.slice(0, mark);
  if (!isMessageKey(key)) return ref;
  const values = Object.fromEntries(
    [...new URLSearchParams(mark < 0 ? "" : ref.slice(mark + 1))].map(([name, value]) => [
      name,
      isMessageKey(value) ? t(value) : value,
    ]),
  );
  return t(key, values);
}
