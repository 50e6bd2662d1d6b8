import type { Generated } from "kysely";
import type { Flag } from "./schema.ts";

/*
 * What visitors send and how the office works it (migrations 002, 004 and 008): uploads, the five forms' tables, the
 * submissions' workflow and the inbox's counts. Kept beside db/schema.ts, which gathers them into its `Database` and
 * `columnsOf`.
 */

export interface UploadTable {
  /** Random and unguessable: the value the upload answers with and the application sends as ProfilePic. */
  record: string;
  kind: "photo";
  file_name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  /** 1 once an application uses it; a photo belongs to one application only. */
  attached: Flag;
  created_at: string;
}

/** The answer a stored form post got, kept a day by the post's one-time key (decision 031). */
export interface FormAnswerTable {
  once_key: string;
  form: string;
  /** JSON of what the post was answered (the reference, when the form has one). */
  answer: string;
  created_at: string;
}

export interface CaptchaSolutionTable {
  challenge_id: string;
  expires_at: string;
}

export interface EnquiryTable {
  id: Generated<number>;
  reference: string;
  name: string;
  mobile_no: string;
  programme_id: number;
  father_name: string;
  gender: string;
  date_of_birth: string;
  created_at: string;
}

export interface FooterEnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_no: string;
  course: string;
  created_at: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_no: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface ApplicationTable {
  id: Generated<number>;
  reference: string;
  data_source: string;
  name: string;
  date_of_birth: string;
  gender: string;
  category: string;
  programme_id: number;
  email: string;
  mobile_no: string;
  alter_mobile_no: string | null;
  father_name: string;
  mother_name: string;
  religion: string;
  address: string;
  city: string;
  pincode: string;
  /**
   * The Aadhaar/UID number's row in aadhaar_vault (migration 026, decision 062): a random token, never the number
   * or its ciphertext; null once the number is erased.
   */
  id_proof_token: string | null;
  id_proof_last4: string;
  photo_record: string;
  signature: string | null;
  remarks: string | null;
  is_lateral: Flag;
  created_at: string;
  /** The language the application was sent in ("en", "hi"): its applicant's mails are in it. */
  language: Generated<string>;
}

/**
 * The Aadhaar Data Vault (migration 026, decision 062): every Aadhaar/UID number, sealed with AES-256-GCM
 * (app/core/crypto.server.ts) under the numbered key `key_id` of the keyring; an application holds only the token.
 */
export interface AadhaarVaultTable {
  token: string;
  ciphertext: string;
  key_id: number;
  created_at: string;
}

export interface AlumniFeedbackTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_no: string;
  register_number: string;
  graduation_date: string;
  course_id: number;
  current_address: string;
  company_name_address: string;
  employer_name_address: string;
  remarks: string;
  created_at: string;
}

/** Where a submission stands; a submission without a row is in its workflow's first state. */
export interface SubmissionStatusTable {
  kind: string;
  submission_id: number;
  status: string;
  updated_at: string;
}

export interface StatusChangeTable {
  id: Generated<number>;
  kind: string;
  submission_id: number;
  from_status: string;
  to_status: string;
  note: string | null;
  user_id: number;
  email: string;
  at: string;
}

/** How many submissions of a kind stand in each status, kept by triggers (migration 008, decision 022). */
export interface InboxCountTable {
  /** The kind's key, as in submission_status. */
  kind: string;
  status: string;
  /** How many submissions of the kind stand in the status (rows at 0 are left in place). */
  n: number;
}

/**
 * A visitor's consent to the privacy notice, one per submission of a form (migration 029, decision 064); a
 * submission without one has no consent recorded (sent before, or through the legacy JSON API).
 */
export interface ConsentTable {
  id: Generated<number>;
  /** The submission's table: enquiries, footer_enquiries, contact_messages, applications or alumni_feedback. */
  submission_table: string;
  submission_id: number;
  /** The revision of the `privacy-notice` block the visitor was shown. */
  notice_version: number;
  given_at: string;
  /** The language the notice was read in. */
  language: string;
}

/** The tables above, by name. */
export interface SubmissionTables {
  uploads: UploadTable;
  captcha_solutions: CaptchaSolutionTable;
  form_answers: FormAnswerTable;
  enquiries: EnquiryTable;
  footer_enquiries: FooterEnquiryTable;
  contact_messages: ContactMessageTable;
  applications: ApplicationTable;
  aadhaar_vault: AadhaarVaultTable;
  alumni_feedback: AlumniFeedbackTable;
  submission_status: SubmissionStatusTable;
  status_changes: StatusChangeTable;
  inbox_counts: InboxCountTable;
  consents: ConsentTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const submissionColumnsOf = {
  uploads: {
    record: "text",
    kind: "text",
    file_name: "text",
    mime: "text",
    width: "integer",
    height: "integer",
    bytes: "integer",
    attached: "flag",
    created_at: "text",
  },
  captcha_solutions: { challenge_id: "text", expires_at: "text" },
  form_answers: { once_key: "text", form: "text", answer: "text", created_at: "text" },
  enquiries: {
    id: "integer",
    reference: "text",
    name: "text",
    mobile_no: "text",
    programme_id: "integer",
    father_name: "text",
    gender: "text",
    date_of_birth: "text",
    created_at: "text",
  },
  footer_enquiries: {
    id: "integer",
    name: "text",
    email: "text",
    mobile_no: "text",
    course: "text",
    created_at: "text",
  },
  contact_messages: {
    id: "integer",
    name: "text",
    email: "text",
    mobile_no: "text",
    subject: "text",
    message: "text",
    created_at: "text",
  },
  applications: {
    id: "integer",
    reference: "text",
    data_source: "text",
    name: "text",
    date_of_birth: "text",
    gender: "text",
    category: "text",
    programme_id: "integer",
    email: "text",
    mobile_no: "text",
    alter_mobile_no: "text | null",
    father_name: "text",
    mother_name: "text",
    religion: "text",
    address: "text",
    city: "text",
    pincode: "text",
    id_proof_token: "text | null",
    id_proof_last4: "text",
    photo_record: "text",
    signature: "text | null",
    remarks: "text | null",
    is_lateral: "flag",
    created_at: "text",
    language: "text",
  },
  aadhaar_vault: { token: "text", ciphertext: "text", key_id: "integer", created_at: "text" },
  alumni_feedback: {
    id: "integer",
    name: "text",
    email: "text",
    mobile_no: "text",
    register_number: "text",
    graduation_date: "text",
    course_id: "integer",
    current_address: "text",
    company_name_address: "text",
    employer_name_address: "text",
    remarks: "text",
    created_at: "text",
  },
  submission_status: { kind: "text", submission_id: "integer", status: "text", updated_at: "text" },
  status_changes: {
    id: "integer",
    kind: "text",
    submission_id: "integer",
    from_status: "text",
    to_status: "text",
    note: "text | null",
    user_id: "integer",
    email: "text",
    at: "text",
  },
  inbox_counts: { kind: "text", status: "text", n: "integer" },
  consents: {
    id: "integer",
    submission_table: "text",
    submission_id: "integer",
    notice_version: "integer",
    given_at: "text",
    language: "text",
  },
} as const;
