import { z } from "zod";

const text = z.string().trim().min(1);

/** The notice in one language: a line every form shows, and the points its "Read the notice" opens. */
export const noticeTextSchema = z.object({
  /** One sentence beside the consent box: what happens to what the visitor sends. */
  summary: text.max(300),
  /** What the forms collect. */
  collected: text.max(1000),
  /** Why: what the college does with it. */
  purpose: text.max(1000),
  /** How long it is kept. */
  retention: text.max(1000),
  /** The rights: access, correction, erasure, withdrawal, nomination, grievance. */
  rights: text.max(1000),
  /** How to withdraw consent. */
  withdrawal: text.max(1000),
});

/**
 * The privacy notice every visitor form shows before it is sent (DPDP Act 2023, s. 5; decision 064): a page block
 * (a page without a path), so the office edits it in the console with revisions, and the revision published is the
 * notice's version a consent records. The grievance officer, whose contact the notice must give, is part of it and is
 * named on the privacy policy too.
 */
export const privacyNoticeSchema = z.object({
  english: noticeTextSchema,
  hindi: noticeTextSchema,
  grievanceOfficer: z.object({
    name: text.max(100),
    designation: text.max(100),
    /** The designation on Hindi pages; without it the English one is shown there, marked as English. */
    designationHindi: text.max(100).optional(),
    email: z.email().max(254),
    phone: text.max(30),
  }),
});

export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
export type NoticeText = z.infer<typeof noticeTextSchema>;
export type GrievanceOfficer = PrivacyNotice["grievanceOfficer"];
