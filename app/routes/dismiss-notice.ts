import { redirect } from "react-router";
import { noticeDismissedCookie } from "~/lib/notice-dismissal.ts";
import { languageOfPath, pathIn } from "~/messages/language-path.ts";
import { RETURN_FIELD, safeReturnPath } from "~/schemas/forms/envelope.ts";
import type { Route } from "./+types/dismiss-notice";

/**
 * Closing the scholarship notice without JavaScript: remember it and go back to the home page, in the language of
 * the page the form was on (its return field; only its language is read, so it cannot lead anywhere else).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const language = languageOfPath(safeReturnPath(form?.get(RETURN_FIELD)) ?? "/");
  return redirect(pathIn("/", language), { status: 303, headers: { "set-cookie": noticeDismissedCookie } });
}

export const loader = () => redirect("/");
