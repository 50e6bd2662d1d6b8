import type { Generated } from "kysely";

/*
 * Drafts of the admission form (migration 031, decision 067). Kept beside db/schema.ts, which gathers them into its
 * `Database` and `columnsOf`.
 */

export interface ApplicationDraftTable {
  id: Generated<number>;
  /** Hex SHA-256 of the mailed link's token; the token itself is never stored. */
  token_hash: string;
  email: string;
  language: string;
  /** The other fields as typed (JSON object of strings), never the Aadhaar/UID number. */
  fields_json: string;
  /** The checked upload the draft keeps (uploads.record, still unattached). */
  photo_record: string | null;
  /** The draft's Aadhaar/UID number in the vault (decision 062). */
  id_proof_token: string | null;
  id_proof_last4: string | null;
  created_at: string;
  updated_at: string;
  /** 30 days after the last save; the hourly housekeeping deletes the draft after it. */
  expires_at: string;
}

/** The tables above, by name. */
export interface DraftTables {
  application_drafts: ApplicationDraftTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const draftColumnsOf = {
  application_drafts: {
    id: "integer",
    token_hash: "text",
    email: "text",
    language: "text",
    fields_json: "text",
    photo_record: "text | null",
    id_proof_token: "text | null",
    id_proof_last4: "text | null",
    created_at: "text",
    updated_at: "text",
    expires_at: "text",
  },
} as const;
