import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { TEST_APPLICANT, insertUploadedPhoto } from "../../tests/support/submission-rows.ts";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { secretTokenHash } from "~/core/secret-token.server.ts";
import type { AdmissionDraft } from "~/schemas/forms/admission-draft.ts";
import {
  DRAFT_LIFETIME_MS,
  draftIdProof,
  endDraft,
  eraseDraftsOf,
  findDraft,
  saveDraft,
  takeExpiredDrafts,
} from "./application-drafts.server.ts";
import { takeUnattachedUploads } from "./uploads.server.ts";
import { writeTransaction } from "../../db/client.ts";

const kinds = await databaseKinds();
const ring = makeKeyring(randomBytes(32));
const mail = { siteUrl: "https://college.test", queued: () => undefined };
const NOW = new Date("2026-11-24T10:00:00.000Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

const typed = (photoRecord?: string, idProof?: string): AdmissionDraft => ({
  email: "asha@example.in",
  name: TEST_APPLICANT.name,
  dateOfBirth: undefined,
  gender: "F",
  category: undefined,
  programmeId: undefined,
  mobileNo: "70040",
  alterMobileNo: undefined,
  fatherName: TEST_APPLICANT.fatherName,
  motherName: undefined,
  religion: undefined,
  address: TEST_APPLICANT.address,
  city: undefined,
  pincode: undefined,
  idProof,
  photoRecord,
  signature: undefined,
  remarks: TEST_APPLICANT.remarks,
  guardianName: "Sunita Tirkey",
  guardianRelation: "Mother",
  guardianEmail: undefined,
  guardianMobile: "9123456780",
});

describe.each(kinds)("admission drafts on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const draftMails = (id: number) =>
    database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("submission_kind", "=", "application_drafts")
      .where("submission_id", "=", id)
      .execute();

  it("keeps what was typed, the token only as its hash, the number sealed in the vault, and mails the link alone", async () => {
    const photo = await insertUploadedPhoto(database.db);
    const saved = await saveDraft(database, ring, mail, { draft: typed(photo, "482915736041"), language: "hi" }, NOW);
    expect(saved).toMatchObject({ created: true, mailed: true, idProofLast4: "6041" });
    expect(saved.token).toMatch(/^[\w-]{43}$/);
    const row = await database.db.selectFrom("application_drafts").selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(secretTokenHash(saved.token));
    expect(JSON.stringify(row)).not.toContain(saved.token);
    expect(JSON.stringify(row)).not.toContain("482915736041");
    expect(row).toMatchObject({
      email: "asha@example.in",
      language: "hi",
      photo_record: photo,
      id_proof_last4: "6041",
    });
    expect(row.expires_at).toBe(later(DRAFT_LIFETIME_MS).toISOString());
    const vault = await database.db
      .selectFrom("aadhaar_vault")
      .selectAll()
      .where("token", "=", row.id_proof_token!)
      .executeTakeFirstOrThrow();
    expect(vault.ciphertext).not.toContain("482915736041");

    const [message, ...others] = await draftMails(row.id);
    expect(others).toEqual([]);
    expect(message!.to_address).toBe("asha@example.in");
    expect(message!.body_text).toContain(`https://college.test/hi/gpcet-form/resume?token=${saved.token}`);
    for (const words of Object.values(TEST_APPLICANT)) expect(message!.body_text).not.toContain(words);
    expect(message!.body_text).toMatch(/[\u0900-\u097F]/);

    const draft = await findDraft(database.db, saved.token, NOW);
    expect(draft).toMatchObject({ language: "hi", photoRecord: photo, idProofLast4: "6041", email: "asha@example.in" });
    expect(draft!.fields).toMatchObject({
      name: TEST_APPLICANT.name,
      mobileNo: "70040",
      gender: "F",
      guardianName: "Sunita Tirkey",
      guardianRelation: "Mother",
    });
    expect(draft!.fields).not.toHaveProperty("idProof");
    expect(await draftIdProof(database.db, ring, draft!)).toBe("482915736041");
    await endDraft(database.db, draft!.id);
  });

  it("opens nothing for a tampered, malformed or expired token", async () => {
    const { token } = await saveDraft(database, ring, mail, { draft: typed(), language: "en" }, NOW);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await findDraft(database.db, flipped, NOW)).toBeUndefined();
    expect(await findDraft(database.db, `${token}x`, NOW)).toBeUndefined();
    expect(await findDraft(database.db, "", NOW)).toBeUndefined();
    expect(await findDraft(database.db, undefined, NOW)).toBeUndefined();
    expect(await findDraft(database.db, token, later(DRAFT_LIFETIME_MS - 1000))).toBeDefined();
    expect(await findDraft(database.db, token, later(DRAFT_LIFETIME_MS))).toBeUndefined();
    const draft = await findDraft(database.db, token, NOW);
    await endDraft(database.db, draft!.id);
  });

  it("saves again under the same link for 30 more days; mails again only to a new address; replaces the number", async () => {
    const first = await insertUploadedPhoto(database.db);
    const { token } = await saveDraft(
      database,
      ring,
      mail,
      { draft: typed(first, "482915736041"), language: "en" },
      NOW,
    );
    const before = await findDraft(database.db, token, NOW);
    const second = await insertUploadedPhoto(database.db);
    const again = await saveDraft(
      database,
      ring,
      mail,
      { draft: { ...typed(second, "111122223333"), name: "Asha Minz" }, language: "en", token },
      later(1000),
    );
    expect(again).toEqual({ token, created: false, mailed: false, idProofLast4: "3333" });
    const draft = await findDraft(database.db, token, later(DRAFT_LIFETIME_MS));
    expect(draft).toMatchObject({ photoRecord: second, fields: { name: "Asha Minz" } });
    expect(await draftIdProof(database.db, ring, draft!)).toBe("111122223333");
    // The old number left the vault; the photo no longer named went (its file goes with the orphaned-files sweep).
    const vault = await database.db
      .selectFrom("aadhaar_vault")
      .select("token")
      .where("token", "=", before!.idProofToken!)
      .execute();
    expect(vault).toEqual([]);
    expect(await database.db.selectFrom("uploads").select("record").where("record", "=", first).execute()).toEqual([]);
    expect(await draftMails(draft!.id)).toHaveLength(1);
    // An empty number field keeps the saved one; a new address gets the same link.
    const moved = await saveDraft(
      database,
      ring,
      mail,
      { draft: { ...typed(second), email: "minz@example.in" }, language: "en", token },
      later(2000),
    );
    expect(moved).toMatchObject({ token, mailed: true, idProofLast4: "3333" });
    const mails = await draftMails(draft!.id);
    expect(mails.map((message) => message.to_address)).toEqual(["asha@example.in", "minz@example.in"]);
    expect(mails[1]!.body_text).toContain(`/gpcet-form/resume?token=${token}`);
    await endDraft(database.db, draft!.id);
  });

  it("keeps a draft's photo from the abandoned-photo sweep while the draft lives", async () => {
    const photo = await insertUploadedPhoto(database.db);
    const { token } = await saveDraft(database, ring, mail, { draft: typed(photo), language: "en" }, NOW);
    const dayLater = later(2 * 24 * 60 * 60 * 1000).toISOString();
    expect(await takeUnattachedUploads(database.db, dayLater)).not.toContain(`${photo}.jpg`);
    const draft = await findDraft(database.db, token, NOW);
    await endDraft(database.db, draft!.id);
    expect(await database.db.selectFrom("uploads").select("record").where("record", "=", photo).execute()).toEqual([]);
  });

  it("ends a draft with its application: row, vault entry, link mail go; the application's photo stays", async () => {
    const photo = await insertUploadedPhoto(database.db);
    const { token } = await saveDraft(
      database,
      ring,
      mail,
      { draft: typed(photo, "482915736041"), language: "en" },
      NOW,
    );
    const draft = (await findDraft(database.db, token, NOW))!;
    const ended = await writeTransaction(database, (trx) => endDraft(trx, draft.id, photo));
    expect(ended).toBe(true);
    expect(await findDraft(database.db, token, NOW)).toBeUndefined();
    expect(await draftMails(draft.id)).toEqual([]);
    expect(
      await database.db.selectFrom("aadhaar_vault").select("token").where("token", "=", draft.idProofToken!).execute(),
    ).toEqual([]);
    expect(await database.db.selectFrom("uploads").select("record").where("record", "=", photo).execute()).toHaveLength(
      1,
    );
    expect(await writeTransaction(database, (trx) => endDraft(trx, draft.id, photo))).toBe(false);
  });

  it("sweeps drafts past their 30 days (injected clock), with their vault entries, mails and photos, once", async () => {
    const photo = await insertUploadedPhoto(database.db);
    const old = await saveDraft(database, ring, mail, { draft: typed(photo, "482915736041"), language: "en" }, NOW);
    const young = await saveDraft(database, ring, mail, { draft: typed(), language: "en" }, later(1000));
    const oldDraft = (await findDraft(database.db, old.token, NOW))!;
    expect(await takeExpiredDrafts(database, later(DRAFT_LIFETIME_MS - 1))).toEqual({ drafts: 0, files: [] });
    const [first, second] = await Promise.all([
      takeExpiredDrafts(database, later(DRAFT_LIFETIME_MS)),
      takeExpiredDrafts(database, later(DRAFT_LIFETIME_MS)),
    ]);
    expect(first!.drafts + second!.drafts).toBe(1);
    expect([...first!.files, ...second!.files]).toEqual([`${photo}.jpg`]);
    expect(await draftMails(oldDraft.id)).toEqual([]);
    expect(
      await database.db
        .selectFrom("aadhaar_vault")
        .select("token")
        .where("token", "=", oldDraft.idProofToken!)
        .execute(),
    ).toEqual([]);
    expect(await database.db.selectFrom("uploads").select("record").where("record", "=", photo).execute()).toEqual([]);
    expect(await findDraft(database.db, young.token, NOW)).toBeDefined();
    const youngDraft = (await findDraft(database.db, young.token, NOW))!;
    await endDraft(database.db, youngDraft.id);
  });

  it("erases the drafts saved with an address (an application's erasure, decision 063)", async () => {
    const photo = await insertUploadedPhoto(database.db);
    await saveDraft(database, ring, mail, { draft: typed(photo, "482915736041"), language: "en" }, NOW);
    const other = await saveDraft(
      database,
      ring,
      mail,
      { draft: { ...typed(), email: "someone@example.in" }, language: "en" },
      NOW,
    );
    const erased = await writeTransaction(database, (trx) => eraseDraftsOf(trx, "ASHA@example.in"));
    expect(erased).toEqual({ rows: 1, files: [`${photo}.jpg`] });
    expect(await findDraft(database.db, other.token, NOW)).toBeDefined();
  });
});
