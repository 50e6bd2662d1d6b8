import type { z } from "zod";
import { fieldName } from "~/core/json-fields.ts";
import type { Translate } from "~/messages/catalogue.ts";

/** The parts of a zod 4 issue that say what was wrong (see zod's `$ZodRawIssue`). */
interface RawIssue {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  exact?: boolean;
  expected?: string;
  format?: string;
  input?: unknown;
}

/** A refused field in words that say what to do, for issues the shape did not word itself. */
function messageOf(issue: RawIssue, t: Translate): string {
  const minimum = Number(issue.minimum ?? 0);
  const maximum = Number(issue.maximum ?? 0);
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "number") return t("console.document.error.number");
      return t("console.document.error.required");
    case "too_small":
      if (issue.origin === "array")
        return issue.exact
          ? t("console.document.error.exactItems", { count: minimum })
          : t("console.document.error.fewItems", { minimum });
      if (issue.origin === "number") return t("console.document.error.numberTooSmall", { minimum });
      return minimum <= 1 ? t("console.document.error.required") : t("console.document.error.tooShort", { minimum });
    case "too_big":
      if (issue.origin === "array")
        return issue.exact
          ? t("console.document.error.exactItems", { count: maximum })
          : t("console.document.error.manyItems", { maximum });
      return t("console.document.error.tooLong", { maximum });
    case "invalid_format":
      if (issue.format === "url") return t("console.document.error.url");
      if (issue.format === "email") return t("console.document.error.email");
      if (issue.format === "date") return t("console.document.error.date");
      return t("console.document.error.other");
    case "invalid_value":
      return t("console.document.error.choice");
    case "not_multiple_of":
      return t("console.document.error.wholeNumber");
    default:
      return t("console.document.error.other");
  }
}

/**
 * Checks a document against its shape and gives each problem beside the field it concerns (`members[1].name`; ""
 * for the whole document), the first problem of a field only. A rule the shape words itself ("a file in
 * /images/people/") is shown as the rule of the field's form.
 */
export function fieldErrors(schema: z.ZodType, document: unknown, t: Translate): Record<string, string> {
  const own = new Set<string>();
  const parsed = schema.safeParse(document, {
    error: (issue) => {
      const message = messageOf(issue as RawIssue, t);
      own.add(message);
      return message;
    },
  });
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const message = own.has(issue.message)
      ? issue.message
      : t("console.document.error.format", { rule: issue.message.replace(/\.$/, "") });
    errors[fieldName(issue.path)] ??= message;
  }
  return errors;
}
