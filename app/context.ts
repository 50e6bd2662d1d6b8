import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { MailServices } from "./lib/mail/mail-services.ts";
import type { FormServices } from "./lib/forms/form-services.ts";
import type { DrawnHtml } from "./lib/drawn-html.tsx";

/**
 * What the server hands every loader and action (server/app.ts builds it): the one database handle, the public
 * site address, and the services that live in server/ for the forms and the console. Declared here alone.
 */
export interface AppServices {
  db: Kysely<Database>;
  /** With `db`, what writeTransaction (db/client.ts) needs: SQLite write transactions start differently. */
  dialect: "sqlite" | "postgres";
  siteUrl: string;
  /** The client's address as Fastify sees it (honours TRUST_PROXY); for rate limits and the audit log only. */
  clientIp: string;
  /**
   * Data many renders show alike (the shell's menus and ticker, the home page's lists), read by `read` once per
   * process and kept until a table it read changes, from any process, or a row's show window in it opens or closes
   * (server/shared-reads.ts, decision 076). `key` names what is read, from a small fixed set.
   */
  sharedReads<T>(key: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Per-request nonce that the Content-Security-Policy allows for inline scripts. */
  nonce: string;
  /**
   * For a request for a whole page (not a client-side navigation's data): markup its loaders draw and set aside
   * for the document, so that the page's data for hydration does not carry it again (decision 073).
   */
  drawnHtml?: DrawnHtml;
  /** Subresource Integrity of the built scripts by URL path, for the script tags the root writes (decision 035). */
  assetIntegrity: Readonly<Record<string, string>>;
  /**
   * For the staff console only: where applicants' photos are, key 1 (it seals the second-factor secrets), and the
   * keyring that opens the Aadhaar vault (decision 062).
   */
  staffFiles: { dataDir: string; idProofKey: Buffer; idProofKeys: FormServices["idProofKeys"] };
  /** STAFF_2FA_REQUIRED: every staff account, not only admins, must sign in with a second factor (decision 034). */
  staffSecondFactorRequired: boolean;
  /** Captcha, rate limits, photo storage and mail for the visitor forms (app/routes/forms/). */
  forms: FormServices;
  /** Whether mail can go out, for the console's outbox page. */
  mail: MailServices;
  /** Writes an error to the server's JSON log, with the request's id; never to stdout or stderr. */
  logError(error: unknown, what: string): void;
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
  }
}
