import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { createStaff, signInOverHttp } from "./support/staff.ts";

/**
 * No input gives a 5xx: random bodies of every content type, well formed or not, against every POST endpoint of the
 * site, public and console (signed in as an admin). Every answer is below 500, every refusal says what was wrong,
 * and the server is healthy and has logged no stack trace at the end. FUZZ_CASES sets the number of cases (the
 * hardening figure is taken with 20,000).
 */
const CASES = Number(process.env.FUZZ_CASES ?? 1500);

const PUBLIC_ENDPOINTS = [
  "/api/Enquiry/AddEnquiry",
  "/api/Enquiry/ApplyFromEnquiry",
  "/api/WebEnquiry/WebEnquiryNew",
  "/api/FeedBack/FeedBackEntryAlumini",
  "/api/uploads/photo",
  "/enquiry",
  "/enquiry.data",
  "/contact-us",
  "/contact-us.data",
  "/gpcet-form",
  "/gpcet-form.data",
  "/alumni-speaks",
  "/alumni-speaks.data",
  "/dismiss-notice",
  "/display-preferences",
  "/civil",
  "/admin/login",
  "/admin/login.data",
  "/admin/login/code",
  "/admin/login/code.data",
];
const CONSOLE_ENDPOINTS = [
  "/admin/news",
  "/admin/news.data",
  "/admin/content/gallery",
  "/admin/content/gallery/1",
  "/admin/content/faculty",
  "/admin/content/faculty/1",
  "/admin/content/banners",
  "/admin/content/programmes",
  "/admin/content/placed-students",
  "/admin/content/exam-staff",
  "/admin/content/alumni-courses",
  "/admin/content/awards",
  "/admin/applications/1",
  "/admin/inbox/quick-enquiries/1",
  "/admin/inbox/contact-messages/1",
  "/admin/inbox/alumni-feedback/1",
  "/admin/users",
  "/admin/outbox",
];

/** Names the forms use, names of Object.prototype's members, and random ones. */
const fieldName = fc.oneof(
  fc.constantFrom(
    "intent",
    "id",
    "name",
    "Name",
    "email",
    "Email",
    "password",
    "mobileno",
    "mobile",
    "subject",
    "message",
    "title",
    "programme",
    "programId",
    "course",
    "role",
    "status",
    "note",
    "record",
    "altcha",
    "website",
    "next",
    "position",
    "date",
    "aadhaar",
  ),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty", "then"),
  fc.string({ maxLength: 12 }),
);
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "0", "-1", "1e309", "NaN", "null", "true", "add", "delete", "upload", "2099-02-30"),
  fc.integer().map(String),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
);
const jsonValue = fc.oneof(
  { depthSize: "small" },
  fc.dictionary(fieldName, fc.oneof(fieldValue, fc.jsonValue({ maxDepth: 3 })), { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 4 }),
);
const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 });

interface Body {
  label: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
}

const multipart = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  form.append("file", new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: "image/jpeg" }), "x.jpg");
  return new Request("http://x/", { method: "POST", body: form });
};

const body: fc.Arbitrary<Body | Promise<Body>> = fc.oneof(
  jsonValue.map((value) => ({ label: "json", contentType: "application/json", body: JSON.stringify(value) })),
  fields.map((entries) => ({
    label: "urlencoded",
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams(entries).toString(),
  })),
  fc.tuple(fields, fc.nat(), fc.boolean()).map(async ([entries, cut, keepBoundary]) => {
    const request = multipart(entries);
    const bytes = new Uint8Array(await request.arrayBuffer());
    const contentType = request.headers.get("content-type")!;
    return {
      label: keepBoundary ? "truncated multipart" : "multipart without a boundary",
      contentType: keepBoundary ? contentType : "multipart/form-data",
      body: bytes.subarray(0, cut % (bytes.length + 1)),
    };
  }),
  fc.string({ maxLength: 200 }).map((text) => ({ label: "text/plain", contentType: "text/plain", body: text })),
  fc.string({ maxLength: 200 }).map((text) => ({ label: "no content type", body: text })),
  fc
    .tuple(fc.constantFrom("application/json", "application/x-www-form-urlencoded"), fc.uint8Array({ maxLength: 64 }))
    .map(([contentType, bytes]) => ({
      label: `invalid UTF-8 as ${contentType}`,
      contentType,
      body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0xff, 0xfe, ...bytes]),
    })),
  fc.integer({ min: 200, max: 20_000 }).map((depth) => ({
    label: "deeply nested JSON",
    contentType: "application/json",
    body: "[".repeat(depth) + "]".repeat(depth),
  })),
  fc
    .constantFrom("application/json; charset=latin1", "application/xml", "image/png", "%%%", "multipart/mixed")
    .map((contentType) => ({ label: `content type ${contentType}`, contentType, body: '{"name":"x"}' })),
);

/** Samples a process's resident memory (Linux /proc) four times a second until stopped; answers the peak in MiB. */
function watchResidentMemory(pid: number) {
  let peakKiB = 0;
  const sample = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    if (match) peakKiB = Math.max(peakKiB, Number(match[1]));
  };
  sample();
  const timer = setInterval(sample, 250);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peakKiB / 1024;
    },
  };
}

describe("every POST endpoint, fuzzed", () => {
  let server: RunningServer;
  let output = "";
  let staffCookie = "";

  beforeAll(async () => {
    server = await startServer({ FORM_RATE_LIMIT: "1000000", LOG_LEVEL: "info" });
    server.child.stdout?.on("data", (chunk) => (output += chunk));
    server.child.stderr?.on("data", (chunk) => (output += chunk));
    const account = await createStaff("admin", {
      ...server,
      openDatabase: () => openDatabase(`sqlite:${path.join(server.dataDir, "college.db")}`),
    });
    staffCookie = await signInOverHttp(account, {
      ...server,
      openDatabase: () => openDatabase(`sqlite:${path.join(server.dataDir, "college.db")}`),
    });
    expect(staffCookie, "signed in").toMatch(/staff_session=/);
  });
  afterAll(async () => server?.stop());

  it(
    `answers ${CASES} random posts below 500, each refusal with a message`,
    { timeout: 60_000 + CASES * 100 },
    async () => {
      const statuses = new Map<number, number>();
      const memory = watchResidentMemory(server.child.pid!);
      const endpoint = fc.oneof(
        fc.constantFrom(...PUBLIC_ENDPOINTS).map((path) => ({ path, staff: false })),
        fc.constantFrom(...CONSOLE_ENDPOINTS).map((path) => ({ path, staff: true })),
      );
      await fc.assert(
        fc.asyncProperty(endpoint, body, async ({ path, staff }, pending) => {
          const { label, contentType, body: payload } = await pending;
          const headers: Record<string, string> = { origin: server.baseUrl };
          if (contentType) headers["content-type"] = contentType;
          if (staff) headers.cookie = staffCookie;
          const response = await fetch(`${server.baseUrl}${path}`, {
            method: "POST",
            redirect: "manual",
            headers,
            body: payload,
          });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${path} with ${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
          if (response.status >= 400 && response.status !== 405) {
            expect(text.trim(), `${path} with ${label} refused with ${response.status} and no message`).not.toBe("");
          }
        }),
        { numRuns: CASES },
      );
      const peakMiB = memory.stop();
      console.info(
        `${CASES} posts answered: ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(", ")};` +
          ` the server's resident memory peaked at ${peakMiB.toFixed(0)} MiB`,
      );
      // The bound the server keeps through load and fuzzing (its heap is capped by `npm run serve`'s settings).
      expect(peakMiB).toBeLessThan(512);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      // Still signed in: no case ended the session or broke the console.
      const dashboard = await fetch(`${server.baseUrl}/admin`, {
        headers: { cookie: staffCookie },
        redirect: "manual",
      });
      expect(dashboard.status).toBe(200);
      expect(output).not.toMatch(/^\s+at /m);
    },
  );
});
