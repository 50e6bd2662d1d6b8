import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { GRIEVANCE_NUMBER } from "~/core/grievance.ts";
import { ATTACHMENT_MAX_BYTES, grievancesDir } from "~/lib/grievances/attachment-store.server.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { consentOf } from "~/models/consents.server.ts";
import { getPublishedBlock } from "~/models/pages.server.ts";
import { lodgeFromPost } from "./grievance-action.server.ts";
import { loader as statusLoader } from "./grievance-status.tsx";

const kinds = await databaseKinds();

type Answer = { data: Record<string, unknown>; init: { status?: number } | null };

/** The smallest PNG: its signature and an IHDR chunk are what file-type reads. */
const PNG = Buffer.from(
  "89504E470D0A1A0A0000000D49484452000000010000000108060000001F15C4890000000D49444154789C6360000002000154A24F5D0000000049454E44AE426082",
  "hex",
);

const fields = (overrides: Record<string, string> = {}) => ({
  lodgedBy: "parent",
  name: "Ramesh Oraon",
  mobileNo: "9123456789",
  email: "",
  category: "fees-scholarships",
  description: "My daughter's scholarship for the second semester has not been credited yet.",
  ...overrides,
});

/** A post of the form, its privacy notice's box ticked (decision 064) unless `consent` is false. */
function post(values: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }, consent = true) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  if (consent) body.append("consent", "yes");
  if (file) body.append("attachment", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else body.append("attachment", new Blob([]), "");
  return new Request("http://college.test/grievance", { method: "POST", body });
}

describe.each(kinds)("the grievance form and look-up on $name", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let allowed = true;
  let services: AppServices;

  beforeAll(async () => {
    database = await kind.open();
    // The privacy notice every form shows is a published page block.
    await seedPageDocuments(database);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-grievance-"));
    services = {
      db: database.db,
      dialect: database.dialect,
      siteUrl: "https://college.test",
      clientIp: "198.51.100.7",
      staffFiles: { dataDir },
      forms: {
        database,
        allowPost: async () => (allowed ? { allowed: true } : { allowed: false, retryAfterMinutes: 7 }),
      },
      logError: () => undefined,
    } as unknown as AppServices;
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const lodge = async (request: Request) => (await lodgeFromPost(request, services, "en")) as unknown as Answer;
  const files = () => (fs.existsSync(grievancesDir(dataDir)) ? fs.readdirSync(grievancesDir(dataDir)) : []);

  it("stores a grievance with a checked attachment and answers its number", async () => {
    const answer = await lodge(post(fields(), { bytes: PNG, name: "receipt.pdf", type: "application/pdf" }));
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ state: "lodged", mailed: false });
    const number = String(answer.data.number);
    expect(number).toMatch(GRIEVANCE_NUMBER);
    const row = await database.db
      .selectFrom("grievances")
      .selectAll()
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    // The type comes from the bytes, not the name or the declared type.
    expect(row).toMatchObject({ attachment_mime: "image/png", attachment_bytes: PNG.length, lodged_by: "parent" });
    expect(files()).toContain(row.attachment_file);
  });

  it("refuses bad fields and a file that is no PDF or image beside each field, storing nothing", async () => {
    const before = files().length;
    const rows = async () => (await database.db.selectFrom("grievances").select("id").execute()).length;
    const count = await rows();
    const answer = await lodge(
      post(fields({ name: "", mobileNo: "12345", category: "canteen", description: "short" }), {
        bytes: Buffer.from("<html><script>alert(1)</script></html>"),
        name: "letter.png",
        type: "image/png",
      }),
    );
    expect(answer.init?.status).toBe(400);
    const empty = await lodge(post(fields({ name: "", mobileNo: "", email: "" })));
    expect(empty.data).toMatchObject({
      errors: { name: "Enter your name.", mobileNo: "Give a mobile number or an e-mail address." },
    });
    expect(answer.data).toMatchObject({
      state: "invalid",
      errors: {
        name: "Enter your name.",
        mobileNo: "Enter a 10-digit mobile number, or leave it empty.",
        category: "Choose a category.",
        description: "Describe your grievance in at least 20 characters.",
        attachment: "The attachment must be a PDF, JPEG or PNG file.",
      },
      values: { mobileNo: "12345", description: "short" },
    });
    const noContact = await lodge(post(fields({ mobileNo: "", email: "" })));
    expect(noContact.data).toMatchObject({ errors: { mobileNo: "Give a mobile number or an e-mail address." } });
    const tooLarge = await lodge(
      post(fields(), { bytes: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x25), name: "big.pdf", type: "application/pdf" }),
    );
    expect(tooLarge.data).toMatchObject({ errors: { attachment: "The attachment must be at most 5 MB." } });
    const stranger = await lodge(post({ ...fields(), role: "admin" }));
    expect(stranger.init?.status).toBe(400);
    expect(await rows()).toBe(count);
    expect(files().length).toBe(before);
  });

  it("refuses a post without the privacy notice's box ticked, storing nothing, and stores the consent of one with it", async () => {
    const count = (await database.db.selectFrom("grievances").select("id").execute()).length;
    const refused = await lodge(post(fields(), undefined, false));
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      state: "invalid",
      consented: false,
      errors: { consent: "Tick the box to agree to the privacy notice" },
    });
    expect(Object.keys(refused.data.errors as object)).toEqual(["consent"]);
    expect((await database.db.selectFrom("grievances").select("id").execute()).length).toBe(count);
    // A box ticked on a post refused for another field stays ticked.
    expect((await lodge(post(fields({ name: "" })))).data).toMatchObject({ state: "invalid", consented: true });

    const lodged = await lodge(post(fields()));
    const { id } = await database.db
      .selectFrom("grievances")
      .select("id")
      .where("number", "=", String(lodged.data.number))
      .executeTakeFirstOrThrow();
    const notice = await getPublishedBlock(database.db, "privacy-notice");
    expect(await consentOf(database.db, "grievances", id)).toEqual({
      noticeVersion: notice!.revision,
      givenAt: expect.any(String),
      language: "en",
    });
  });

  it("tells a trapped bot a plausible number and stores nothing; refuses over the limit with 429", async () => {
    const count = (await database.db.selectFrom("grievances").select("id").execute()).length;
    const trapped = await lodge(post({ ...fields(), website: "http://spam.test" }));
    expect(trapped.data).toMatchObject({ state: "lodged" });
    expect(String(trapped.data.number)).toMatch(GRIEVANCE_NUMBER);
    allowed = false;
    const limited = await lodge(post(fields()));
    allowed = true;
    expect(limited.init?.status).toBe(429);
    expect(limited.data).toMatchObject({ state: "too-many", minutes: 7 });
    expect((await database.db.selectFrom("grievances").select("id").execute()).length).toBe(count);
  });

  it("looks a grievance up by number and contact, with one answer for wrong and unknown", async () => {
    const lodged = await lodge(post(fields({ email: "Parent@Example.test", mobileNo: "" })));
    const number = String(lodged.data.number);
    const ask = async (query: string) =>
      (await statusLoader({
        request: new Request(`http://college.test/grievance/status?${query}`),
        context: { services },
        params: {},
      } as Parameters<typeof statusLoader>[0])) as unknown as Answer;
    const found = await ask(`number=${number.toLowerCase()}&contact=parent%40example.test`);
    expect(found.data).toMatchObject({ state: "found", answer: { number, status: "received" } });
    expect(JSON.stringify(found.data)).not.toContain("Ramesh");
    const wrong = await ask(`number=${number}&contact=9123456789`);
    const unknown = await ask(`number=GR-2026-ZZZZZZZZZZ&contact=parent%40example.test`);
    expect(wrong.data).toMatchObject({ state: "not-found" });
    expect(unknown.data.state).toBe(wrong.data.state);
    const invalid = await ask(`number=12&contact=`);
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({
      state: "invalid",
      errors: { number: "grievance.status.error.number", contact: "grievance.status.error.contact" },
    });
    allowed = false;
    const limited = await ask(`number=${number}&contact=parent%40example.test`);
    allowed = true;
    expect(limited.init?.status).toBe(429);
  });
});
