import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** What the server hands every loader and action: the one database handle and the public site address. */
export interface AppServices {
  db: Kysely<Database>;
  siteUrl: string;
  /** Per-request nonce that the Content-Security-Policy allows for inline scripts. */
  nonce: string;
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
  }
}
