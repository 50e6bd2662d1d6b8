import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { findEnquiryKind } from "~/core/inbox/enquiry-kinds.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { exportInbox } from "./inbox-export.server.ts";

const kinds = await databaseKinds();
const contact = findEnquiryKind("contact-messages")!;
const staff = {
  id: 7,
  email: "office@college.test",
  name: "Office",
  role: "admissions" as const,
  sessionHash: "x",
  secondFactor: false,
};
const FORMULA = '=HYPERLINK("http://evil.example","x")';

describe.each(kinds)("inbox exports on $name", (kind) => {
  let database: TestDatabase;
  let services: Pick<AppServices, "db" | "dialect" | "clientIp">;

  beforeAll(async () => {
    database = await kind.open();
    services = { db: database.db, dialect: database.dialect, clientIp: "127.0.0.1" };
    await database.db
      .insertInto("contact_messages")
      .values({
        name: FORMULA,
        email: "s@example.in",
        mobile_no: "7004001234",
        subject: "@SUM(A1)",
        message: "-1+1",
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  afterAll(() => database.cleanup());

  const download = async (format: string) => {
    const request = new Request(`http://college.test/admin/inbox/contact-messages/export?format=${format}`);
    const response = await exportInbox(request, services, staff, contact);
    return Buffer.from(await response.arrayBuffer());
  };

  it("writes text that starts like a formula as plain text in CSV", async () => {
    const text = (await download("csv")).toString("utf8");
    expect(text).toContain(`'${FORMULA.replace(/"/g, '""')}`);
    expect(text).toContain("'@SUM(A1)");
    expect(text).toContain("'-1+1");
    expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it("keeps the text as typed in XLSX, where a string cell is never a formula", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download("xlsx")) as unknown as ExcelJS.Buffer);
    const values = workbook.worksheets[0]!.getRow(2).values as unknown[];
    expect(values).toContain(FORMULA);
    expect(values.some((value) => typeof value === "object" && value !== null && "formula" in value)).toBe(false);
  });
});
