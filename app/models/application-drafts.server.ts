import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { draftResumePath } from "~/core/draft-resume-path.ts";
import type { IdProofKeyring } from "~/core/id-proof-keyring.ts";
import { draftLinkMail } from "~/core/mail/draft-mail.ts";
import { SECRET_TOKEN, newSecretToken, secretTokenHash } from "~/core/secret-token.server.ts";
import type { Language } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";
import type { AdmissionDraft, DraftFields } from "~/schemas/forms/admission-draft.ts";
import { deleteIdProof, revealIdProofs, storeIdProof } from "./aadhaar-vault.server.ts";
import { enqueueMail } from "./mail-outbox.server.ts";
import type { SubmissionMail } from "./submission-mail.server.ts";

/**
 * Drafts of the admission form (decision 067): "Save and finish later" keeps what was typed and mails a link whose
 * random token only the mail holds (the table keeps its SHA-256). The Aadhaar/UID number is sealed in the vault like
 * a sent one's (decision 062); the photo stays an unattached upload, which the abandoned-photo sweep leaves alone
 * while a draft names it. A draft lives 30 days from its last save, or until its application is sent.
 */

export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** The drafts' mails in the outbox carry this kind, so a draft's end takes its link out of the outbox too. */
const MAIL_KIND = "application_drafts";

export interface Draft {
  id: number;
  email: string;
  language: Language;
  fields: DraftFields;
  photoRecord: string | null;
  /** The last four characters of the number kept in the vault; never the number. */
  idProofLast4: string | null;
  idProofToken: string | null;
  expiresAt: string;
}

/** A photo record the draft may keep: a checked upload that no application uses. */
async function usablePhoto(trx: Kysely<Database>, record: string | undefined): Promise<string | null> {
  if (!record) return null;
  const row = await trx
    .selectFrom("uploads")
    .select("record")
    .where("record", "=", record)
    .where("kind", "=", "photo")
    .where("attached", "=", 0)
    .executeTakeFirst();
  return row ? row.record : null;
}

/** Deletes the row of an unattached photo a draft no longer names (its file goes with the orphaned-files sweep). */
async function dropPhoto(trx: Kysely<Database>, record: string | null, keep?: string | null): Promise<number> {
  if (!record || record === keep) return 0;
  const result = await trx
    .deleteFrom("uploads")
    .where("record", "=", record)
    .where("attached", "=", 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function queueLink(
  trx: Kysely<Database>,
  mail: SubmissionMail,
  draft: { id: number; email: string; token: string; language: Language },
  now: Date,
) {
  const link = `${mail.siteUrl}${pathIn(draftResumePath(draft.token), draft.language)}`;
  await enqueueMail(
    trx,
    [
      {
        to: draft.email,
        ...draftLinkMail(link, draft.language),
        purpose: "acknowledgement",
        submission: { kind: MAIL_KIND, id: draft.id },
      },
    ],
    now,
  );
}

async function findRow(db: Kysely<Database>, token: string | undefined, now: Date) {
  if (!token || !SECRET_TOKEN.test(token)) return undefined;
  return db
    .selectFrom("application_drafts")
    .selectAll()
    .where("token_hash", "=", secretTokenHash(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

export interface SavedDraft {
  token: string;
  /** False when a draft opened from its link was saved again (its link unchanged). */
  created: boolean;
  /** Whether a mail with the link was queued (a new draft, or a saved one sent to another address). */
  mailed: boolean;
  idProofLast4: string | null;
}

/**
 * Saves a draft in one transaction. With the token of a live draft it updates that draft (the same link, 30 more
 * days; mailed again only when the address changed); otherwise it makes a new one with a new token and queues the
 * link's mail. An Aadhaar/UID number typed replaces the one in the vault; an empty field keeps it.
 */
export async function saveDraft(
  database: Db,
  ring: IdProofKeyring,
  mail: SubmissionMail,
  input: { draft: AdmissionDraft; language: Language; token?: string },
  now = new Date(),
): Promise<SavedDraft> {
  const { email, idProof, photoRecord, ...fields } = input.draft;
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + DRAFT_LIFETIME_MS).toISOString();
  const saved = await writeTransaction(database, async (trx) => {
    const photo = await usablePhoto(trx, photoRecord);
    const existing = await findRow(trx, input.token, now);
    const sealed = idProof ? { token: await storeIdProof(trx, ring, idProof), last4: idProof.slice(-4) } : undefined;
    if (existing && input.token) {
      if (sealed && existing.id_proof_token) await deleteIdProof(trx, existing.id_proof_token);
      await dropPhoto(trx, existing.photo_record, photo);
      await trx
        .updateTable("application_drafts")
        .set({
          email,
          language: input.language,
          fields_json: JSON.stringify(fields),
          photo_record: photo,
          ...(sealed ? { id_proof_token: sealed.token, id_proof_last4: sealed.last4 } : {}),
          updated_at: at,
          expires_at: expiresAt,
        })
        .where("id", "=", existing.id)
        .execute();
      const mailed = existing.email.toLowerCase() !== email.toLowerCase();
      if (mailed)
        await queueLink(trx, mail, { id: existing.id, email, token: input.token, language: input.language }, now);
      return { token: input.token, created: false, mailed, idProofLast4: sealed?.last4 ?? existing.id_proof_last4 };
    }
    const token = newSecretToken();
    const { id } = await trx
      .insertInto("application_drafts")
      .values({
        token_hash: secretTokenHash(token),
        email,
        language: input.language,
        fields_json: JSON.stringify(fields),
        photo_record: photo,
        id_proof_token: sealed?.token ?? null,
        id_proof_last4: sealed?.last4 ?? null,
        created_at: at,
        updated_at: at,
        expires_at: expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueLink(trx, mail, { id, email, token, language: input.language }, now);
    return { token, created: true, mailed: true, idProofLast4: sealed?.last4 ?? null };
  });
  if (saved.mailed) mail.queued();
  return saved;
}

/** The live draft a token opens; undefined for a malformed, unknown (tampered), expired or used token. */
export async function findDraft(
  db: Kysely<Database>,
  token: string | undefined,
  now = new Date(),
): Promise<Draft | undefined> {
  const row = await findRow(db, token, now);
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    language: row.language === "hi" ? "hi" : "en",
    fields: JSON.parse(row.fields_json) as DraftFields,
    photoRecord: row.photo_record,
    idProofLast4: row.id_proof_last4,
    idProofToken: row.id_proof_token,
    expiresAt: row.expires_at,
  };
}

/** The draft's whole Aadhaar/UID number, only to send its application (never to show it). */
export async function draftIdProof(
  db: Kysely<Database>,
  ring: IdProofKeyring,
  draft: Draft,
): Promise<string | undefined> {
  if (!draft.idProofToken) return undefined;
  return (await revealIdProofs(db, ring, [draft.idProofToken])).get(draft.idProofToken);
}

/**
 * Ends a draft inside the transaction that stores its application: its row, its vault entry, its link's mails and
 * its photo when the application uses another go, so its link no longer opens anything. Answers false when the
 * draft was gone already.
 */
export async function endDraft(trx: Kysely<Database>, draftId: number, applicationPhoto?: string): Promise<boolean> {
  const row = await trx.selectFrom("application_drafts").selectAll().where("id", "=", draftId).executeTakeFirst();
  if (!row) return false;
  await removeDraftRows(trx, row, applicationPhoto);
  return true;
}

async function removeDraftRows(
  trx: Kysely<Database>,
  row: { id: number; id_proof_token: string | null; photo_record: string | null },
  applicationPhoto?: string,
) {
  const gone = await trx.deleteFrom("application_drafts").where("id", "=", row.id).executeTakeFirst();
  if (Number(gone.numDeletedRows) !== 1) return false;
  if (row.id_proof_token) await deleteIdProof(trx, row.id_proof_token);
  await trx
    .deleteFrom("mail_outbox")
    .where("submission_kind", "=", MAIL_KIND)
    .where("submission_id", "=", row.id)
    .execute();
  await dropPhoto(trx, row.photo_record, applicationPhoto);
  return true;
}

/**
 * The erasure of an application (decision 063) takes the drafts saved with its applicant's address too, with their
 * vault entries, link mails and photos; answers how many went and the photos' file names, to delete after the commit.
 */
export async function eraseDraftsOf(trx: Kysely<Database>, email: string): Promise<{ rows: number; files: string[] }> {
  const drafts = await trx
    .selectFrom("application_drafts")
    .leftJoin("uploads", (join) =>
      join.onRef("uploads.record", "=", "application_drafts.photo_record").on("uploads.attached", "=", 0),
    )
    .select([
      "application_drafts.id",
      "application_drafts.id_proof_token",
      "application_drafts.photo_record",
      "uploads.file_name",
    ])
    .where((eb) => eb(eb.fn("lower", ["application_drafts.email"]), "=", email.toLowerCase()))
    .execute();
  const files: string[] = [];
  let rows = 0;
  for (const draft of drafts) {
    if (!(await removeDraftRows(trx, draft))) continue;
    rows += 1;
    if (draft.file_name) files.push(draft.file_name);
  }
  return { rows, files };
}

/**
 * The housekeeping of drafts: every draft past its 30 days goes with its vault entry, its link's mails and its photo
 * (row here; the caller deletes the files named in the answer). Two processes may sweep at once: the one whose
 * delete takes a draft's row removes the rest.
 */
export async function takeExpiredDrafts(database: Db, now = new Date()): Promise<{ drafts: number; files: string[] }> {
  const due = await database.db
    .selectFrom("application_drafts")
    .select(["id", "id_proof_token", "photo_record"])
    .where("expires_at", "<=", now.toISOString())
    .orderBy("id")
    .limit(500)
    .execute();
  let drafts = 0;
  const files: string[] = [];
  for (const row of due) {
    await writeTransaction(database, async (trx) => {
      const photo = row.photo_record
        ? await trx
            .selectFrom("uploads")
            .select("file_name")
            .where("record", "=", row.photo_record)
            .where("attached", "=", 0)
            .executeTakeFirst()
        : undefined;
      if (!(await removeDraftRows(trx, row))) return;
      drafts += 1;
      if (photo) files.push(photo.file_name);
    });
  }
  return { drafts, files };
}
