import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { sameText } from "./application-status.server.ts";

/** What the receipt needs of one application; the photo as its stored file's name. */
export interface ReceiptRow {
  reference: string;
  submittedAt: string;
  programme: string;
  name: string;
  idProofLast4: string;
  photoFile: string | null;
}

export type ReceiptLookup = { found: false } | { found: true; receipt: ReceiptRow };

/**
 * An application's receipt facts (decision 058), only when the application ID and the date of birth both match,
 * as the status look-up asks (decision 057): one query, and the date compared in constant time whether the ID is
 * known or not, so a wrong date and an unknown ID get the same answer in the same time. The Aadhaar number is
 * never decrypted: the receipt shows the last four digits kept beside it.
 */
export async function findApplicationReceipt(
  db: Kysely<Database>,
  asked: { reference: string; dateOfBirth: string },
): Promise<ReceiptLookup> {
  const row = await db
    .selectFrom("applications")
    .leftJoin("programmes", "programmes.id", "applications.programme_id")
    .leftJoin("uploads", "uploads.record", "applications.photo_record")
    .select([
      "applications.reference",
      "applications.name",
      "applications.date_of_birth",
      "applications.created_at",
      "applications.id_proof_last4",
      "programmes.display_text",
      "uploads.file_name",
    ])
    .where("applications.reference", "=", asked.reference)
    .executeTakeFirst();
  // Stored dates are YYYY-MM-DD; an old row may carry a time after it.
  const matches = sameText(row?.date_of_birth.trim().slice(0, 10) ?? "", asked.dateOfBirth);
  if (!row || !matches) return { found: false };
  return {
    found: true,
    receipt: {
      reference: row.reference,
      submittedAt: row.created_at,
      programme: row.display_text ?? "",
      name: row.name,
      idProofLast4: row.id_proof_last4,
      photoFile: row.file_name,
    },
  };
}
