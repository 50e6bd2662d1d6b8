import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { photosDir } from "~/lib/media/photo-store.server.ts";
import { registerRateLimits } from "../../../server/abuse/rate-limit.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { insertApplication } from "../../../tests/support/submission-rows.ts";
import { action } from "./application-receipt.ts";

const kinds = await databaseKinds();
const BIRTH = "2009-05-14";
const HINDI_NAME = "प्रियंका क्षितिज शर्मा";
const LIMIT = 6;

type ActionArgs = Parameters<typeof action>[0];

/** The text of a PDF as `pdftotext` (poppler-utils, installed by scripts/ensure-test-tools.sh) reads it back. */
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");

/**
 * What a phone's camera reads from the receipt's QR code: the page drawn at 150 dpi by `pdftoppm` (poppler-utils),
 * its pixels decoded by jsQR. Null when there is no code a reader can find.
 */
async function scannedQrCode(pdf: Buffer): Promise<string | null> {
  // With no output name, pdftoppm writes the page to its standard output.
  const png = execFileSync("pdftoppm", ["-r", "150", "-png", "-singlefile", "-"], { input: pdf });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The route's action behind Fastify with the site's real per-address limits, in both languages. */
async function receiptApp(database: TestDatabase, dataDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true });
  const limits = await registerRateLimits(app, { max: LIMIT, windowMs: 60_000 });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  for (const url of ["/application-status/receipt", "/hi/application-status/receipt"]) {
    app.post(url, async (request, reply) => {
      const services = {
        db: database.db,
        siteUrl: "https://college.test",
        staffFiles: { dataDir },
        forms: { allowPost: (form: "status") => limits.check(request, form) },
      } as unknown as AppServices;
      const response = (await action({
        request: new Request(`http://college.test${request.url}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: request.body as string,
        }),
        context: { services },
        params: {},
      } as ActionArgs)) as Response;
      return reply
        .code(response.status)
        .headers(Object.fromEntries(response.headers))
        .send(Buffer.from(await response.arrayBuffer()));
    });
  }
  await app.ready();
  return app;
}

describe.each(kinds)("POST /application-status/receipt on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  let address = 0;
  const ask = (url: string, fields: Record<string, string>) => {
    address += 1;
    return app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.1.0.${address}` },
      payload: new URLSearchParams(fields).toString(),
    });
  };

  beforeAll(async () => {
    database = await kind.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "receipt-"));
    app = await receiptApp(database, dataDir);
    await insertApplication(database.db, { reference: "GP-2026-ENGL1H", dateOfBirth: BIRTH, name: "Asha Minz" });
    await insertApplication(database.db, { reference: "GP-2026-H1ND1A", dateOfBirth: BIRTH, name: HINDI_NAME });
    const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    fs.mkdirSync(photosDir(dataDir), { recursive: true });
    for (const row of await database.db.selectFrom("uploads").select("file_name").execute()) {
      fs.writeFileSync(path.join(photosDir(dataDir), row.file_name), photo);
    }
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("makes an English receipt: a one-page A4 PDF with the ID, the name and the masked number, never stored", async () => {
    const response = await ask("/application-status/receipt", { id: "gp-2026-engl1h", dateOfBirth: "14-05-2009" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="receipt-GP-2026-ENGL1H.pdf"');
    const text = pdfText(response.rawPayload);
    for (const expected of ["Application receipt", "GP-2026-ENGL1H", "Asha Minz", "XXXX XXXX 1234", "IST"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("https://college.test/application-status?id=GP-2026-ENGL1H");
    expect(text).not.toContain(BIRTH);
    // The QR code, scanned from the drawn page, opens the status page with the ID only, never the date of birth.
    expect(await scannedQrCode(response.rawPayload)).toBe("https://college.test/application-status?id=GP-2026-ENGL1H");
    expect(text.split("\f").filter((page) => page.trim()).length).toBe(1);
  });

  it("makes a Hindi receipt from /hi with a Devanagari name that reads back as typed", async () => {
    const response = await ask("/hi/application-status/receipt", { id: "GP-2026-H1ND1A", dateOfBirth: BIRTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(response.rawPayload);
    for (const expected of ["आवेदन की रसीद", "GP-2026-H1ND1A", HINDI_NAME, "XXXX XXXX 1234", "कोर्स"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("https://college.test/hi/application-status?id=GP-2026-H1ND1A");
    expect(await scannedQrCode(response.rawPayload)).toBe(
      "https://college.test/hi/application-status?id=GP-2026-H1ND1A",
    );
  });

  it("refuses a wrong date of birth and an unknown ID alike, back on the status page without the date", async () => {
    const wrong = await ask("/application-status/receipt", { id: "GP-2026-ENGL1H", dateOfBirth: "2009-05-15" });
    const unknown = await ask("/application-status/receipt", { id: "GP-2026-ZZZZZZ", dateOfBirth: BIRTH });
    const malformed = await ask("/hi/application-status/receipt", { id: "<script>", dateOfBirth: "x".repeat(5000) });
    for (const response of [wrong, unknown, malformed]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers["content-type"]).not.toBe("application/pdf");
      expect(response.headers.location).toMatch(/application-status\?id=.*&receipt=refused$/);
      expect(response.headers.location).not.toContain("dateOfBirth");
    }
    expect(malformed.headers.location).toMatch(/^\/hi\/application-status\?/);
  });

  it("counts every receipt toward the status look-up's limit and then says how long to wait", async () => {
    const from = "10.2.0.1";
    const post = () =>
      app.inject({
        method: "POST",
        url: "/application-status/receipt",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
        payload: new URLSearchParams({ id: "GP-2026-ZZZZZZ", dateOfBirth: BIRTH }).toString(),
      });
    for (let count = 0; count < LIMIT; count++) expect((await post()).headers.location).toContain("receipt=refused");
    const limited = await post();
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toMatch(/receipt=limited&wait=\d+$/);
  });
});
