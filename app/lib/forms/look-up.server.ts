import { data } from "react-router";
import type { FormName, FormServices } from "./form-services.ts";

/** Never stored by a browser or a proxy: an answer is one person's, and shows the office's changes at once. */
export const NO_STORE = { "Cache-Control": "no-store" };

/** What a look-up form's reader makes of the query once it holds an answer to check (the form itself is the page's). */
export type AskedLookUp<Values, Errors, Asked> =
  { state: "invalid"; values: Values; errors: Errors } | { state: "look-up"; values: Values; asked: Asked };

/**
 * The answer of a public look-up by number and a detail only its owner knows (decisions 057 and 061): the fields'
 * problems (400), a refused look-up with how long to wait (429), or what `find` found. Every look-up counts toward
 * `limit` (with `forms.allowPost`) before the database is asked, since a look-up is a guess; `find` answers `undefined` for an unknown number
 * and a wrong detail alike, and so does the page. No answer is stored anywhere on the way.
 */
export async function answerLookUp<Values, Errors, Asked, Answer>(
  asked: AskedLookUp<Values, Errors, Asked>,
  forms: Pick<FormServices, "allowPost">,
  limit: FormName,
  find: (asked: Asked) => Promise<Answer | undefined>,
) {
  if (asked.state === "invalid") {
    return data(
      { state: "invalid" as const, values: asked.values, errors: asked.errors },
      { status: 400, headers: NO_STORE },
    );
  }
  const rate = await forms.allowPost(limit);
  if (!rate.allowed) {
    return data(
      { state: "too-many" as const, values: asked.values, minutes: rate.retryAfterMinutes },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(rate.retryAfterMinutes * 60) } },
    );
  }
  const answer = await find(asked.asked);
  if (answer === undefined) return data({ state: "not-found" as const, values: asked.values }, { headers: NO_STORE });
  return data({ state: "found" as const, answer, values: asked.values }, { headers: NO_STORE });
}

/** A look-up page's headers: no-store on every answer, and how long a refused look-up must wait. */
export function lookUpHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const retryAfter = loaderHeaders.get("Retry-After");
  return { "Cache-Control": "no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}
