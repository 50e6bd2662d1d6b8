import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { CONSENT_FIELD, NOTICE_VERSION_FIELD } from "~/core/privacy-notice.ts";
import { type Consent, noticeVersionSeen } from "~/models/consents.server.ts";

/** What a post says of the privacy notice's box (decision 064): ticked only with its value; the version it showed. */
export function postedConsent(form: { get(name: string): unknown }) {
  const version = form.get(NOTICE_VERSION_FIELD);
  return {
    given: form.get(CONSENT_FIELD) === "yes",
    version: typeof version === "string" && version.length <= 12 ? version : undefined,
  };
}

/**
 * The consent to store with a submission whose box was ticked: the notice version the form showed (or the one
 * published now), the time, and the page's language. Throws when no notice is published: a form is never taken
 * without one.
 */
export async function consentToStore(
  db: Kysely<Database>,
  postedVersion: string | undefined,
  language: string,
  now = new Date(),
): Promise<Consent> {
  const noticeVersion = await noticeVersionSeen(db, postedVersion);
  if (noticeVersion === null) throw new Error("no privacy notice is published");
  return { noticeVersion, givenAt: now.toISOString(), language };
}
