import { type MessageKey, type MessageValues, type Translate, isMessageKey } from "~/messages/catalogue.ts";

/**
 * Schemas carry catalogue keys, not text, so one schema serves every language: a message is its key, with any
 * values after a "|" as JSON ("forms.tooLong|{"max":100}"). The text is looked up where it is shown: Conform's
 * error rendering, and the JSON API's answers (docs/decisions/020).
 */
export function messageRef(key: MessageKey, values?: MessageValues): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

function valuesOf(json: string): MessageValues {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as MessageValues) : {};
  } catch {
    return {};
  }
}

/** The text of a message from a schema or the server: a key is looked up; text already written is shown as it is. */
export function messageText(t: Translate, message: string): string {
  const bar = message.indexOf("|");
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!isMessageKey(key)) return message;
  return t(key, bar === -1 ? {} : valuesOf(message.slice(bar + 1)));
}
