import type { Generated } from "kysely";

/*
 * Guardian consent for applicants under 18 (migration 032, decision 068). Kept beside db/schema.ts, which gathers it
 * into its `Database` and `columnsOf`.
 */

export type GuardianConsentStatus = "awaiting" | "confirmed";
/** How the guardian's consent was given: their link, or to the office in person or by phone. */
export type GuardianConsentWay = "link" | "in-person" | "phone";

export interface GuardianConsentTable {
  id: Generated<number>;
  application_id: number;
  guardian_name: string | null;
  relation: string | null;
  email: string | null;
  mobile_no: string | null;
  status: GuardianConsentStatus;
  token_hash: string | null;
  token_expires_at: string | null;
  confirmed_at: string | null;
  confirmed_via: GuardianConsentWay | null;
  recorded_by: string | null;
  note: string | null;
  created_at: string;
}

/** The tables above, by name. */
export interface GuardianTables {
  guardian_consents: GuardianConsentTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const guardianColumnsOf = {
  guardian_consents: {
    id: "integer",
    application_id: "integer",
    guardian_name: "text | null",
    relation: "text | null",
    email: "text | null",
    mobile_no: "text | null",
    status: "text",
    token_hash: "text | null",
    token_expires_at: "text | null",
    confirmed_at: "text | null",
    confirmed_via: "text | null",
    recorded_by: "text | null",
    note: "text | null",
    created_at: "text",
  },
} as const;
