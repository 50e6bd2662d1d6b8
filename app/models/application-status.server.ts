import { createHash, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { awaitsGuardianConsent } from "./guardian-consents.server.ts";

/** One line of an application's history as the applicant sees it: when, and the status it reached. */
export interface PublicStatusStep {
  at: string;
  /** The status the change led to; null for the application's arrival. */
  to: string | null;
}

export type StatusLookup =
  | { found: false }
  | {
      found: true;
      reference: string;
      status: string;
      history: PublicStatusStep[];
      /** The applicant is under 18 and no guardian has consented yet (decision 068). */
      awaitingGuardian: boolean;
    };

/** No application has this id: the look-up of an unknown ID runs the same queries against it. */
const NO_APPLICATION = -1;

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares two short texts in time that does not depend on where they first differ. */
export const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * An application's status and history for the public look-up (`/application-status`, decision 057): only when the
 * application ID and the date of birth both match, and otherwise the one answer `{ found: false }`, whether the ID
 * is unknown or the date wrong. Either way the same four queries run, on indexes, and the date is compared in
 * constant time, so the answer's timing tells no more than its words. The history carries dates and statuses only:
 * never who made a change or the office's note.
 */
export async function lookUpApplicationStatus(
  db: Kysely<Database>,
  asked: { reference: string; dateOfBirth: string },
): Promise<StatusLookup> {
  const application = await db
    .selectFrom("applications")
    .select(["id", "reference", "date_of_birth", "created_at"])
    .where("reference", "=", asked.reference)
    .executeTakeFirst();
  const id = application?.id ?? NO_APPLICATION;
  const current = await db
    .selectFrom("submission_status")
    .select("status")
    .where("kind", "=", applicationKind.statusKind)
    .where("submission_id", "=", id)
    .executeTakeFirst();
  const changes = await db
    .selectFrom("status_changes")
    .select(["to_status", "at"])
    .where("kind", "=", applicationKind.statusKind)
    .where("submission_id", "=", id)
    .orderBy("id")
    .execute();
  const awaitingGuardian = await awaitsGuardianConsent(db, id);
  // Stored dates are YYYY-MM-DD; an old row may carry a time after it.
  const matches = sameText(application?.date_of_birth.trim().slice(0, 10) ?? "", asked.dateOfBirth);
  if (!application || !matches) return { found: false };
  return {
    found: true,
    reference: application.reference,
    status: current?.status ?? applicationKind.workflow.initial,
    awaitingGuardian,
    history: [
      { at: application.created_at, to: null },
      ...changes.map((change) => ({ at: change.at, to: change.to_status })),
    ],
  };
}
