import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** What the server hands every loader and action: the one database handle and the public site address. */
export interface AppServices {
  db: Kysely<Database>;
  /** With `db`, what writeTransaction (db/client.ts) needs: SQLite write transactions start differently. */
  dialect: "sqlite" | "postgres";
  siteUrl: string;
  /** The client's address as Fastify sees it (honours TRUST_PROXY); for rate limits and the audit log only. */
  clientIp: string;
  /** Per-request nonce that the Content-Security-Policy allows for inline scripts. */
  nonce: string;
  /** For the staff console only: where applicants' photos are and the key that opens an ID proof. */
  staffFiles: { dataDir: string; idProofKey: Buffer };
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
  }
}
