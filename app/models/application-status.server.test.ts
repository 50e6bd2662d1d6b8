import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../tests/support/databases.ts";
import { TEST_APPLICANT, insertApplication } from "../../tests/support/submission-rows.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { lookUpApplicationStatus } from "./application-status.server.ts";
import { setSubmissionStatus } from "./inbox.server.ts";

const kinds = await databaseKinds();
const REFERENCE = "GP-2026-7K3Q9M";
const BIRTH = "2009-05-14";

describe.each(kinds)("the application status look-up on $name", (kind) => {
  let database: TestDatabase;
  let id: number;

  beforeAll(async () => {
    database = await kind.open();
    id = await insertApplication(database.db, { reference: REFERENCE, dateOfBirth: BIRTH });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("shows a new application as received, with its arrival as its history", async () => {
    const found = await lookUpApplicationStatus(database.db, { reference: REFERENCE, dateOfBirth: BIRTH });
    expect(found).toMatchObject({ found: true, reference: REFERENCE, status: "received" });
    expect(found.found && found.history.map((step) => step.to)).toEqual([null]);
  });

  it("gives one and the same answer for a wrong date of birth, an unknown ID and both", async () => {
    const wrongBirth = await lookUpApplicationStatus(database.db, { reference: REFERENCE, dateOfBirth: "2009-05-15" });
    const unknownId = await lookUpApplicationStatus(database.db, { reference: "GP-2026-ZZZZZZ", dateOfBirth: BIRTH });
    const neither = await lookUpApplicationStatus(database.db, {
      reference: "GP-2025-ABCDEF",
      dateOfBirth: "2001-01-01",
    });
    expect(wrongBirth).toEqual({ found: false });
    expect(unknownId).toEqual(wrongBirth);
    expect(neither).toEqual(wrongBirth);
    // Another application's date of birth opens nothing either.
    await insertApplication(database.db, { reference: "GP-2026-ABCDEF", dateOfBirth: "2008-01-02" });
    expect(await lookUpApplicationStatus(database.db, { reference: REFERENCE, dateOfBirth: "2008-01-02" })).toEqual(
      wrongBirth,
    );
  });

  it("shows the office's change at once, with dates and statuses only: never who made it or the note", async () => {
    const changed = await setSubmissionStatus(database.db, applicationKind, {
      id,
      from: "received",
      to: "under-review",
      note: "Marks sheet looks odd, call the school",
      userId: 3,
      email: "clerk@college.test",
    });
    expect(changed).toBe(true);
    const found = await lookUpApplicationStatus(database.db, { reference: REFERENCE, dateOfBirth: BIRTH });
    expect(found).toMatchObject({ found: true, status: "under-review" });
    if (!found.found) throw new Error("not found");
    expect(found.history.map((step) => step.to)).toEqual([null, "under-review"]);
    for (const step of found.history) {
      expect(Object.keys(step).sort()).toEqual(["at", "to"]);
      expect(Number.isNaN(Date.parse(step.at))).toBe(false);
    }
    const shown = JSON.stringify(found);
    for (const secret of ["Marks sheet", "clerk@college.test", TEST_APPLICANT.name, TEST_APPLICANT.address]) {
      expect(shown).not.toContain(secret);
    }
  });
});
