import type { Db } from "../../../db/client.ts";
import type { SubmissionMail } from "../../models/submission-mail.server.ts";
import type { CaptchaSpend } from "../../models/submissions.server.ts";
import type { IdProofKeyring } from "~/core/id-proof-keyring.ts";

/**
 * Forms whose posts (and the site search and the application status look-up, whose queries) are counted per address
 * (server/abuse/rate-limit.ts).
 */
export type FormName =
  | "enquiry"
  | "footer-enquiry"
  | "contact"
  | "admission"
  | "alumni"
  | "upload"
  | "captcha"
  | "search"
  | "status"
  | "grievance"
  | "data-rights";

export type CaptchaCheck = { ok: true; spend: CaptchaSpend } | { ok: false };

export type RateCheck = { allowed: true } | { allowed: false; retryAfterMinutes: number };

export type PhotoRefusal = "missing" | "type" | "size" | "unreadable";
export type PhotoResult = { ok: true; record: string; previewUrl: string } | { ok: false; reason: PhotoRefusal };

/**
 * What the server lends the form actions besides the database handle: the services live in server/ (one module
 * graph with Fastify) and reach the built app through the load context, like `db` (docs/decisions/002).
 */
export interface FormServices {
  database: Db;
  /** Seals an application's Aadhaar/UID number in the vault (decision 062). */
  idProofKeys: IdProofKeyring;
  /** Links for the mail a stored submission queues, and the nudge that tells the mail worker. */
  mail: SubmissionMail;
  /** Checks a captcha payload's signature, expiry and work. Spending it happens with the submission it protects. */
  checkCaptcha(payload: string | undefined): Promise<CaptchaCheck>;
  /** Counts one post of `form` from this request's address. */
  allowPost(form: FormName): Promise<RateCheck>;
  /** Stores a photo sent with the admission form when JavaScript is off (the same rules as the upload route). */
  storePhoto(file: File): Promise<PhotoResult>;
  /** A short-lived link to a photo for the visitor who uploaded it. */
  photoPreviewUrl(record: string): string;
  /** Logs a failure with the request id; never the submission's contents. */
  logError(error: unknown, what: string): void;
}
