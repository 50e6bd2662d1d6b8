import { createHash } from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import type { SignedInStaff } from "../../app/lib/auth/session.server.ts";
import type { ConsoleReply } from "../../app/lib/console-form/console-reply.ts";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_POST_LIMIT,
  documentsDir,
} from "../../app/lib/documents/document-store.server.ts";
import { listAudit } from "../../app/models/audit.server.ts";
import { documentSizes, findDocumentBySlug, listDocuments } from "../../app/models/documents.server.ts";
import { insertUser } from "../../app/models/staff-users.server.ts";
import { handleDocumentAction } from "../../app/routes/admin/documents-actions.server.ts";
import { samplePdf } from "../../db/seed/demo-document.ts";
import { databaseKinds } from "../../tests/support/databases.ts";
import { startDemoApp } from "../../tests/support/test-app.ts";

const kinds = await databaseKinds();

/** The first bytes of a PNG: a picture renamed "notice.pdf" and declared as application/pdf. */
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

/** A success is the reply itself; a refusal is data(...) with a status. */
const replyOf = (answer: unknown): ConsoleReply & { status: number } =>
  answer && typeof answer === "object" && "init" in answer
    ? {
        ...(answer as unknown as { data: ConsoleReply }).data,
        status: (answer as { init: { status: number } }).init.status,
      }
    : { ...(answer as ConsoleReply), status: 200 };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(kinds)("the documents library on $name", (kind) => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  let services: AppServices;
  let staff: SignedInStaff;
  const request = new Request("https://college.test/admin/documents", { method: "POST" });

  const post = async (values: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    if (file)
      form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/pdf" }));
    return replyOf(await handleDocumentAction(request, services, staff, form));
  };
  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    demo.app.inject({ method, url, headers });
  const storedFiles = () => fs.readdirSync(documentsDir(demo.dataDir)).sort();

  beforeAll(async () => {
    demo = await startDemoApp(kind);
    const id = await insertUser(demo.database.db, {
      email: "editor@college.test",
      name: "Asha Editor",
      role: "editor",
      passwordHash: "x",
    });
    staff = {
      id,
      email: "editor@college.test",
      name: "Asha Editor",
      role: "editor",
      sessionHash: "x",
      secondFactor: false,
    };
    services = {
      db: demo.database.db,
      dialect: demo.database.dialect,
      clientIp: "127.0.0.1",
      staffFiles: { dataDir: demo.dataDir, idProofKey: Buffer.alloc(32) },
    } as AppServices;
  });
  afterAll(async () => demo?.close());

  it("serves the demo prospectus at its address as an inline PDF, with its SHA-256 as the ETag", async () => {
    const response = await get("/documents/prospectus-2026-27.pdf");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('inline; filename="prospectus-2026-27.pdf"');
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(response.rawPayload.toString("latin1")).toContain("SAMPLE DOCUMENT");
    expect(response.headers.etag).toBe(`"${sha256(response.rawPayload)}"`);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
  });

  it("answers HEAD with the headers and no body, and 304 to a matching If-None-Match", async () => {
    const full = await get("/documents/prospectus-2026-27.pdf");
    const head = await get("/documents/prospectus-2026-27.pdf", {}, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("application/pdf");
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.rawPayload.length).toBe(0);
    const etag = String(full.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await get("/documents/prospectus-2026-27.pdf", { "if-none-match": header });
      expect(again.statusCode, header).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get("/documents/prospectus-2026-27.pdf", { "if-none-match": '"stale"' })).statusCode).toBe(200);
  });

  it.each([
    "/documents/unknown.pdf",
    "/documents/Prospectus-2026-27.pdf",
    "/documents/prospectus-2026-27.PDF",
    "/documents/prospectus-2026-27",
    "/documents/../prospectus-2026-27.pdf",
    "/documents/%2e%2e%2fetc%2fpasswd.pdf",
    "/documents/%ZZ.pdf",
    "/documents/prospectus--2026.pdf",
    "/documents/.pdf",
    "/documents//prospectus-2026-27.pdf",
    `/documents/${"a".repeat(300)}.pdf`,
    "/documents/prospectus-2026-27.pdf/extra",
    "/documents/\u00e9.pdf",
  ])("answers %s with 404 (400 for a malformed escape), never a 5xx nor another file", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(url.includes("%ZZ") ? 400 : 404);
    expect(response.headers["content-type"]).not.toBe("application/pdf");
  });

  it("refuses a PNG renamed .pdf by its bytes, and stores nothing", async () => {
    const files = storedFiles();
    const reply = await post({ intent: "upload", title: "Admission notice" }, { bytes: PNG, name: "notice.pdf" });
    expect(reply.status).toBe(400);
    expect(reply.result.error?.file).toEqual([
      "notice.pdf is not a PDF: its contents are not those of a PDF file, whatever its name says. Save or export it as PDF and upload that.",
    ]);
    expect(await findDocumentBySlug(services.db, "admission-notice")).toBeUndefined();
    expect(storedFiles()).toEqual(files);
    expect((await get("/documents/admission-notice.pdf")).statusCode).toBe(404);
  });

  it("refuses a file over 10 MB and a post without a file, with a message beside the field", async () => {
    const files = storedFiles();
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooBig = await post({ intent: "upload", title: "Big scan" }, { bytes: big, name: "scan.pdf" });
    expect(tooBig.result.error?.file?.[0]).toMatch(/^scan\.pdf is larger than 10 MB\./);
    const none = await post({ intent: "upload", title: "Nothing" });
    expect(none.result.error?.file).toEqual(["Choose a PDF file to upload."]);
    expect(storedFiles()).toEqual(files);
  });

  it("lets a post of a 10 MB document through the page-post cap of its page only, and refuses a larger one", async () => {
    const under = await demo.app.inject({
      method: "POST",
      url: "/admin/documents",
      headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "same-origin" },
      payload: Buffer.alloc(DOCUMENT_POST_LIMIT),
    });
    // No pages are mounted in this app: past the cap, the post reaches the router (and finds no page).
    expect(under.statusCode).toBe(404);
    const over = await demo.app.inject({
      method: "POST",
      url: "/admin/documents",
      headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "same-origin" },
      payload: Buffer.alloc(DOCUMENT_POST_LIMIT + 1),
    });
    expect(over.statusCode).toBe(413);
    expect(over.body).toContain("The file is larger than 10 MB, so it was not uploaded.");
    const elsewhere = await demo.app.inject({
      method: "POST",
      url: "/admin/news",
      headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "same-origin" },
      payload: Buffer.alloc(DOCUMENT_POST_LIMIT),
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  it("uploads a PDF at an address made from its title, refuses the same address twice, and logs the upload", async () => {
    const bytes = samplePdf(["Fee notice, odd semester"]);
    const reply = await post(
      { intent: "upload", title: "Fee Notice: Odd Semester" },
      { bytes, name: "x.bin", type: "" },
    );
    expect(reply).toMatchObject({
      ok: true,
      message: "Uploaded. The document is at /documents/fee-notice-odd-semester.pdf.",
    });
    const served = await get("/documents/fee-notice-odd-semester.pdf");
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const again = await post(
      { intent: "upload", title: "Another", slug: "Fee-Notice-Odd-Semester" },
      { bytes, name: "again.pdf" },
    );
    expect(again.result.error?.slug).toEqual([
      "The address /documents/fee-notice-odd-semester.pdf is already in use: choose another address.",
    ]);
    const shipped = await post({ intent: "upload", title: "BCA brochure" }, { bytes, name: "bca.pdf" });
    expect(shipped.result.error?.slug?.[0]).toMatch(/bca-brochure\.pdf is already in use/);
    const hindi = await post({ intent: "upload", title: "प्रवेश सूचना" }, { bytes, name: "notice.pdf" });
    expect(hindi.result.error?.slug?.[0]).toMatch(/^The title has no Latin letters/);
    const badSlug = await post({ intent: "upload", title: "Notice", slug: "../etc" }, { bytes, name: "notice.pdf" });
    expect(badSlug.result.error?.slug?.[0]).toMatch(/^Address: use only lowercase letters/);

    const [entry] = await listAudit(services.db, { action: "document-uploaded" });
    expect(entry).toMatchObject({ email: staff.email, entity: "documents" });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({
      slug: "fee-notice-odd-semester",
      bytes: bytes.length,
      sha256: sha256(bytes),
    });
  });

  it("replaces a file at the same address: new bytes and ETag at once, the old file gone, the history in the audit log", async () => {
    const before = (await findDocumentBySlug(services.db, "prospectus-2026-27"))!;
    const oldTag = (await get("/documents/prospectus-2026-27.pdf")).headers.etag;
    const bytes = samplePdf(["Prospectus 2026-27", "The college's own text"]);
    const reply = await post({ intent: "replace", id: String(before.id) }, { bytes, name: "prospectus-final.pdf" });
    expect(reply).toMatchObject({
      ok: true,
      message: "File replaced. /documents/prospectus-2026-27.pdf now serves the new file.",
    });
    const served = await get("/documents/prospectus-2026-27.pdf", { "if-none-match": String(oldTag) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers.etag).toBe(`"${sha256(bytes)}"`);
    expect(served.headers.etag).not.toBe(oldTag);
    const after = (await findDocumentBySlug(services.db, "prospectus-2026-27"))!;
    expect(after).toMatchObject({
      id: before.id,
      slug: before.slug,
      title: before.title,
      bytes: bytes.length,
      uploaded_by: staff.id,
    });
    expect(storedFiles()).not.toContain(before.file_name);
    expect(storedFiles()).toContain(after.file_name);
    const [entry] = await listAudit(services.db, { action: "document-replaced" });
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ fileName: before.file_name, sha256: before.sha256 });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ fileName: after.file_name, sha256: sha256(bytes) });

    const files = storedFiles();
    const refused = await post({ intent: "replace", id: String(before.id) }, { bytes: PNG, name: "photo.png" });
    expect(refused.result.error?.file?.[0]).toMatch(/^photo\.png is not a PDF/);
    expect((await findDocumentBySlug(services.db, "prospectus-2026-27"))!.sha256).toBe(after.sha256);
    expect(storedFiles()).toEqual(files);
  });

  it("gives the format and size of linked documents, the library's and the site's own, and nothing for other links", async () => {
    const shipped = fs.statSync("public/documents/bca-brochure.pdf").size;
    const prospectus = (await findDocumentBySlug(services.db, "prospectus-2026-27"))!;
    const sizes = await documentSizes(services.db, [
      "/documents/prospectus-2026-27.pdf",
      "/documents/bca-brochure.pdf",
      "/documents/missing.pdf",
      "/privacy-policy",
      "https://example.org/documents/prospectus-2026-27.pdf",
    ]);
    expect(sizes).toEqual({
      "/documents/prospectus-2026-27.pdf": { format: "PDF", bytes: prospectus.bytes },
      "/documents/bca-brochure.pdf": { format: "PDF", bytes: shipped },
    });
  });

  it("removes a document: its address answers 404, its file goes, and a second removal says it is gone", async () => {
    const document = (await findDocumentBySlug(services.db, "fee-notice-odd-semester"))!;
    const reply = await post({ intent: "remove", id: String(document.id) });
    expect(reply).toMatchObject({
      ok: true,
      message: "Removed Fee Notice: Odd Semester. Its address now answers “not found”.",
    });
    expect((await get("/documents/fee-notice-odd-semester.pdf")).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(document.file_name);
    expect((await listDocuments(services.db)).map((d) => d.slug)).toEqual(["prospectus-2026-27"]);
    const again = await post({ intent: "remove", id: String(document.id) });
    expect(again).toMatchObject({
      ok: false,
      status: 404,
      message: "That document no longer exists; reload the page.",
    });
    const replaceGone = await post(
      { intent: "replace", id: String(document.id) },
      { bytes: samplePdf(["x"]), name: "x.pdf" },
    );
    expect(replaceGone.status).toBe(404);
    expect(storedFiles()).toHaveLength(1);
  });
});
