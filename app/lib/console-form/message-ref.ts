import { type MessageKey, type Translate, isMessageKey } from "../../messages/catalogue.ts";

/**
 * A message as schemas and server rules write it: a catalogue key, with its values after "?" as URL parameters
 * ("console.field.tooLong?label=console.news.title&max=1000"). Values that are keys are translated too; text that is
 * no key (a file's name in an upload refusal) is shown as it is.
 */
export type MessageRef = string;

export function messageRef(key: MessageKey, values: Record<string, string | number> = {}): MessageRef {
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

export function resolveMessage(t: Translate, ref: MessageRef): string {
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
