import type { SubmissionResult } from "@conform-to/react";

/** Which visitor form a reply belongs to; also the `?sent=` flag after a post from another page without JavaScript. */
export type FormKind = "enquiry" | "footer-enquiry" | "contact" | "admission" | "alumni";

/**
 * What every form action answers: Conform's result (errors per field, the values to show again, or a reset),
 * an outcome for the toasts and messages, and what the outcome carries.
 */
export interface FormReply {
  form: FormKind;
  outcome: "success" | "invalid" | "captcha" | "limited" | "failed" | "saved";
  result: SubmissionResult<string[]>;
  /** Enquiry number or application ID. */
  reference?: string;
  /** A form-level message: too many posts, captcha refused, could not store. */
  message?: string;
  /** An admission photo received with the form when JavaScript is off: kept for the next try. */
  photo?: { record: string; previewUrl: string };
  /** The date of birth just sent with an admission that succeeded: the confirmation's receipt form sends it back. */
  dateOfBirth?: string;
  /** Where a post from another page without JavaScript returns to, kept while the visitor corrects it here. */
  returnTo?: string;
  /**
   * The admission draft the form carries on (decision 067): its link's token, which the form posts back, and, when it
   * keeps an Aadhaar/UID number, the field's hint naming its last four digits (text from the server, so the page's
   * script carries none of it). Only ever answered to the visitor who saved it or holds its link.
   */
  draft?: AdmissionDraftState;
}

export interface AdmissionDraftState {
  token: string;
  idProofHint: string | null;
}

export const SENT_PARAM = "sent";
