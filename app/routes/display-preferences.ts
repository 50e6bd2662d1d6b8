import { redirect } from "react-router";
import { CONTRAST_COOKIE, TEXT_SIZE_COOKIE, displayCookies } from "~/lib/display-preferences.ts";
import { RETURN_FIELD, safeReturnPath } from "~/schemas/forms/envelope.ts";
import type { Route } from "./+types/display-preferences";

/**
 * The header's text size and contrast buttons, with or without JavaScript: remember the choice in a cookie and go
 * back to the page the visitor was on (post, redirect, get). Only a path on this site is a return address; anything
 * else, and a body that is not a form, returns to the home page; an unknown value changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  const returnTo = safeReturnPath(form?.get(RETURN_FIELD)) ?? "/";
  const headers = new Headers();
  for (const cookie of displayCookies({ textSize: form?.get(TEXT_SIZE_COOKIE), contrast: form?.get(CONTRAST_COOKIE) }))
    headers.append("set-cookie", cookie);
  return redirect(returnTo, { status: 303, headers });
}

export const loader = () => redirect("/");
