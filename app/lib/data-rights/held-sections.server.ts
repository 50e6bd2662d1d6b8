import { istStamp, maskedIdProof } from "~/core/application-receipt.ts";
import { GUARDIAN_FIELDS } from "~/core/guardian-fields.ts";
import type { Translate } from "~/messages/catalogue.ts";
import type { DraftHeld, GuardianHeld } from "~/models/data-held.server.ts";
import { MUTED, type Writer } from "./pdf-writer.server.ts";

/**
 * The parent's or guardian's row of an applicant under 18 (decision 068): who was named, and whether and how they
 * consented. Never the link's token, nor the office's note or who recorded it (the office's own records).
 */
export function writeGuardian(out: Writer, guardian: GuardianHeld, t: Translate) {
  out.heading(t("dataRights.pdf.guardian"));
  const consent =
    guardian.status === "awaiting" || !guardian.confirmedAt
      ? t("dataRights.pdf.guardian.awaiting")
      : t(`dataRights.pdf.guardian.given.${guardian.confirmedVia ?? "link"}`, {
          date: istStamp(guardian.confirmedAt),
        });
  const rows: [string, string][] = [
    [t("dataRights.pdf.guardian.name"), guardian.name ?? t("dataRights.pdf.guardian.none")],
    [t("dataRights.pdf.guardian.relation"), guardian.relation ?? ""],
    [t("dataRights.pdf.field.email"), guardian.email ?? ""],
    [t("dataRights.pdf.field.mobile"), guardian.mobileNo ?? ""],
    [t("dataRights.pdf.guardian.consent"), consent],
  ];
  for (const [label, value] of rows) out.row(label, value);
  out.space(12);
}

/** A draft's fields as typed, in the form's order, with the labels the application's own fields have in the PDF. */
function draftRows(draft: DraftHeld, t: Translate): [string, string][] {
  const f = draft.fields;
  const rows: [string, string | undefined | null][] = [
    [t("dataRights.pdf.field.name"), f.name],
    [t("dataRights.pdf.field.dateOfBirth"), f.dateOfBirth],
    [t("dataRights.pdf.field.gender"), f.gender],
    [t("dataRights.pdf.field.category"), f.category],
    [t("dataRights.pdf.field.religion"), f.religion],
    [t("dataRights.pdf.field.programme"), draft.programme],
    [t("dataRights.pdf.field.mobile"), f.mobileNo],
    [t("dataRights.pdf.field.alternativeMobile"), f.alterMobileNo],
    [t("dataRights.pdf.field.father"), f.fatherName],
    [t("dataRights.pdf.field.mother"), f.motherName],
    [t("dataRights.pdf.field.address"), [f.address, f.city, f.pincode].filter(Boolean).join(", ")],
    [t("dataRights.pdf.field.idProof"), draft.idProofLast4 ? maskedIdProof(draft.idProofLast4) : null],
    [t("dataRights.pdf.draft.signature"), f.signature],
    [t("dataRights.pdf.field.remarks"), f.remarks],
    [t("dataRights.pdf.guardian.name"), f[GUARDIAN_FIELDS.name]],
    [t("dataRights.pdf.guardian.relation"), f[GUARDIAN_FIELDS.relation]],
    [t("dataRights.pdf.draft.guardianEmail"), f[GUARDIAN_FIELDS.email]],
    [t("dataRights.pdf.draft.guardianMobile"), f[GUARDIAN_FIELDS.mobile]],
    [t("dataRights.pdf.field.language"), draft.language],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * The unfinished drafts of the admission form saved with the applicant's e-mail address (decision 067): when each was
 * saved, until when its link works and the fields it keeps; its Aadhaar/UID number by its last four digits only.
 */
export function writeDrafts(out: Writer, email: string, drafts: DraftHeld[], t: Translate) {
  out.heading(t("dataRights.pdf.drafts", { email }));
  if (drafts.length === 0) out.text(t("dataRights.pdf.noDrafts"));
  for (const draft of drafts) {
    out.text(t("dataRights.pdf.draft.saved", { date: istStamp(draft.savedAt) }), { bold: true, gap: 0 });
    out.row(t("dataRights.pdf.draft.updated"), istStamp(draft.updatedAt));
    out.row(t("dataRights.pdf.draft.expires"), istStamp(draft.expiresAt));
    for (const [label, value] of draftRows(draft, t)) out.row(label, value);
    if (draft.hasPhoto) out.row(t("dataRights.pdf.draft.photo"), t("dataRights.pdf.yes"));
    out.space(8);
  }
  if (drafts.length > 0) out.text(t("dataRights.pdf.draft.why"), { size: 9, color: MUTED });
  out.space(6);
}
