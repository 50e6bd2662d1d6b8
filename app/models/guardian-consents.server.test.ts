import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { insertCivilProgramme, insertUploadedPhoto } from "../../tests/support/submission-rows.ts";
import { admissionSchema } from "../schemas/forms/admission.ts";
import type { Guardian } from "../schemas/forms/guardian.ts";
import { sampleAdmission } from "../schemas/forms/test-samples.ts";
import { lookUpApplicationStatus } from "./application-status.server.ts";
import { addApplication } from "./applications.server.ts";
import {
  GUARDIAN_LINK_LIFETIME_MS,
  confirmByLink,
  findGuardianLink,
  guardianConsentOf,
  recordGuardianConsent,
  resendGuardianLink,
} from "./guardian-consents.server.ts";
import { findOutboxMessage } from "./mail-outbox.server.ts";
import type { SubmissionMail } from "./submission-mail.server.ts";

const kinds = await databaseKinds();
const mail: SubmissionMail = { siteUrl: "https://college.test", queued: () => undefined };
/** 24 November 2026, midday in India: a child born in 2010 is 16. */
const NOW = new Date("2026-11-24T06:30:00.000Z");
const MINOR = "2010-03-15";
const ADULT = "2006-03-15";
const officer = { id: 7, email: "admissions@college.test", ip: "203.0.113.9" };
const withEmail: Guardian = {
  name: "Sunita Devi",
  relation: "Mother",
  email: "sunita@example.in",
  mobileNo: "9876543210",
};
const withoutEmail: Guardian = { name: "Ramesh Oraon", relation: "Father", mobileNo: "9123456780" };

const tokenIn = (text: string) => /guardian-consent\/([\w-]{43})/.exec(text)?.[1];

describe.each(kinds)("guardian consent on $name", (kind) => {
  let database: TestDatabase;
  let programme: number;

  beforeAll(async () => {
    database = await kind.open();
    programme = await insertCivilProgramme(database.db);
  });
  afterAll(async () => database.cleanup());

  async function apply(dateOfBirth: string, guardian?: Guardian, language: "en" | "hi" = "en") {
    const input = admissionSchema.parse({
      ...sampleAdmission(programme, await insertUploadedPhoto(database.db)),
      dateOfBirth,
    });
    const keys = makeKeyring(randomBytes(32));
    const stored = await addApplication(database, input, keys, mail, language, undefined, undefined, {
      guardian,
      now: NOW,
    });
    if (!stored.ok) throw new Error("not stored");
    const row = await database.db
      .selectFrom("applications")
      .select("id")
      .where("reference", "=", stored.value.reference)
      .executeTakeFirstOrThrow();
    return { id: row.id, reference: stored.value.reference };
  }

  async function guardianMails(applicationId: number) {
    return database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "body_text"])
      .where("purpose", "=", "guardian")
      .where("submission_id", "=", applicationId)
      .orderBy("id")
      .execute();
  }

  async function auditOf(applicationId: number) {
    return database.db
      .selectFrom("audit_log")
      .select(["action", "email", "after_json"])
      .where("entity", "=", "applications")
      .where("entity_id", "=", String(applicationId))
      .orderBy("id")
      .execute();
  }

  it("asks nothing of an adult's application", async () => {
    const adult = await apply(ADULT, withEmail);
    expect(await guardianConsentOf(database.db, adult.id)).toBeUndefined();
    expect(await guardianMails(adult.id)).toEqual([]);
  });

  it("makes a 16-year-old's application wait, mails the guardian a link and keeps only its hash", async () => {
    const minor = await apply(MINOR, withEmail, "hi");
    const row = await guardianConsentOf(database.db, minor.id);
    expect(row).toMatchObject({ status: "awaiting", guardian_name: "Sunita Devi", email: "sunita@example.in" });
    expect(row?.token_expires_at).toBe(new Date(NOW.getTime() + GUARDIAN_LINK_LIFETIME_MS).toISOString());
    const [sent, ...more] = await guardianMails(minor.id);
    expect(more).toEqual([]);
    expect(sent?.to_address).toBe("sunita@example.in");
    // In the applicant's language, with the application ID and nothing the visitor typed (not the names).
    expect(sent?.subject).toContain(minor.reference);
    expect(sent?.subject).toContain("सहमति");
    expect(sent?.body_text).toContain(`https://college.test/hi/guardian-consent/`);
    expect(sent?.body_text).not.toMatch(/Sunita|Mother|Asha|Kumari/);
    const token = tokenIn(sent!.body_text)!;
    const stored = await database.db
      .selectFrom("guardian_consents")
      .select("token_hash")
      .where("application_id", "=", minor.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    // The console's outbox shows the mail without the token: no one in the office can consent through it.
    const { id: mailId } = await database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("purpose", "=", "guardian")
      .where("submission_id", "=", minor.id)
      .executeTakeFirstOrThrow();
    const shown = await findOutboxMessage(database.db, mailId);
    expect(shown?.text).toContain("/hi/guardian-consent/…");
    expect(shown?.text).not.toContain(token);
    expect(
      await lookUpApplicationStatus(database.db, { reference: minor.reference, dateOfBirth: MINOR }),
    ).toMatchObject({ found: true, awaitingGuardian: true });

    // The link shows the application it is for until it is used; a used link works no more.
    expect(await findGuardianLink(database.db, token, NOW)).toMatchObject({
      reference: minor.reference,
      language: "hi",
    });
    expect(await confirmByLink(database.db, token, NOW)).toBe(minor.reference);
    expect(await guardianConsentOf(database.db, minor.id)).toMatchObject({
      status: "confirmed",
      confirmed_via: "link",
      confirmed_at: NOW.toISOString(),
      recorded_by: null,
    });
    expect(await confirmByLink(database.db, token, NOW)).toBeUndefined();
    expect(await findGuardianLink(database.db, token, NOW)).toBeUndefined();
    expect((await auditOf(minor.id)).map((entry) => entry.action)).toEqual(["guardian-consent-given"]);
    expect(
      await lookUpApplicationStatus(database.db, { reference: minor.reference, dateOfBirth: MINOR }),
    ).toMatchObject({ found: true, awaitingGuardian: false, status: "received" });
  });

  it("refuses an expired link (by the clock given) and a tampered one, and keeps waiting", async () => {
    const minor = await apply(MINOR, withEmail);
    const token = tokenIn((await guardianMails(minor.id))[0]!.body_text)!;
    const expired = new Date(NOW.getTime() + GUARDIAN_LINK_LIFETIME_MS);
    expect(await findGuardianLink(database.db, token, expired)).toBeUndefined();
    expect(await confirmByLink(database.db, token, expired)).toBeUndefined();
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await confirmByLink(database.db, tampered, NOW)).toBeUndefined();
    expect(await confirmByLink(database.db, token.slice(0, 20), NOW)).toBeUndefined();
    expect(await confirmByLink(database.db, "../../etc/passwd", NOW)).toBeUndefined();
    expect((await guardianConsentOf(database.db, minor.id))?.status).toBe("awaiting");
    // A minute before the end it still works.
    expect(await confirmByLink(database.db, token, new Date(expired.getTime() - 60_000))).toBe(minor.reference);
  });

  it("sends a new link on the office's word: the old one stops working, the new one works; audited", async () => {
    const minor = await apply(MINOR, withEmail);
    const first = tokenIn((await guardianMails(minor.id))[0]!.body_text)!;
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await resendGuardianLink(database.db, minor.id, officer, mail.siteUrl, later)).toEqual({ ok: true });
    const mails = await guardianMails(minor.id);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1]!.body_text)!;
    expect(second).not.toBe(first);
    expect(await findGuardianLink(database.db, first, later)).toBeUndefined();
    expect(await confirmByLink(database.db, first, later)).toBeUndefined();
    expect((await guardianConsentOf(database.db, minor.id))?.token_expires_at).toBe(
      new Date(later.getTime() + GUARDIAN_LINK_LIFETIME_MS).toISOString(),
    );
    expect(await confirmByLink(database.db, second, later)).toBe(minor.reference);
    expect(await auditOf(minor.id)).toEqual([
      { action: "guardian-link-resent", email: officer.email, after_json: null },
      { action: "guardian-consent-given", email: null, after_json: JSON.stringify({ via: "link" }) },
    ]);
    // Nothing more to resend once consent is given.
    expect(await resendGuardianLink(database.db, minor.id, officer, mail.siteUrl, later)).toEqual({
      ok: false,
      refusal: "not-awaiting",
    });
  });

  it("records consent the guardian gave by phone, with who, when, how and a note; audited, once", async () => {
    const minor = await apply(MINOR, withoutEmail);
    expect(await guardianMails(minor.id)).toEqual([]);
    expect(await guardianConsentOf(database.db, minor.id)).toMatchObject({
      status: "awaiting",
      token_expires_at: null,
    });
    expect(await resendGuardianLink(database.db, minor.id, officer, mail.siteUrl, NOW)).toEqual({
      ok: false,
      refusal: "no-email",
    });
    const at = new Date(NOW.getTime() + 86_400_000);
    const note = "Father called from 9123456780 and confirmed";
    expect(await recordGuardianConsent(database.db, minor.id, officer, { way: "phone", note }, at)).toEqual({
      ok: true,
    });
    expect(await guardianConsentOf(database.db, minor.id)).toMatchObject({
      status: "confirmed",
      confirmed_via: "phone",
      confirmed_at: at.toISOString(),
      recorded_by: officer.email,
      note,
    });
    const audit = await auditOf(minor.id);
    expect(audit).toEqual([
      {
        action: "guardian-consent-recorded",
        email: officer.email,
        after_json: JSON.stringify({ via: "phone", note: "yes" }),
      },
    ]);
    // The note's words stay out of the audit log.
    expect(JSON.stringify(audit)).not.toContain("called");
    expect(await recordGuardianConsent(database.db, minor.id, officer, { way: "in-person" }, at)).toEqual({
      ok: false,
      refusal: "not-awaiting",
    });
  });

  it("makes an application without a guardian (the legacy API) wait for the office to record consent", async () => {
    const minor = await apply(MINOR);
    expect(await guardianConsentOf(database.db, minor.id)).toMatchObject({
      status: "awaiting",
      guardian_name: null,
      email: null,
      mobile_no: null,
    });
    expect(await recordGuardianConsent(database.db, minor.id, officer, { way: "in-person" }, NOW)).toEqual({
      ok: true,
    });
    // Recording consent voids a live link too.
    const other = await apply(MINOR, withEmail);
    const token = tokenIn((await guardianMails(other.id))[0]!.body_text)!;
    await recordGuardianConsent(database.db, other.id, officer, { way: "in-person" }, NOW);
    expect(await confirmByLink(database.db, token, NOW)).toBeUndefined();
  });
});
