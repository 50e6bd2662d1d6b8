import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { setSubmissionStatus } from "~/models/inbox.server.ts";
import { registerRateLimits } from "../../../server/abuse/rate-limit.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { TEST_APPLICANT, insertApplication } from "../../../tests/support/submission-rows.ts";
import { loader } from "./application-status.tsx";

const kinds = await databaseKinds();
const REFERENCE = "GP-2026-7K3Q9M";
const BIRTH = "2009-05-14";
/** The limit of these tests: a few look-ups per address and window. */
const LIMIT = 5;

type LoaderArgs = Parameters<typeof loader>[0];
type Answer = { type: "DataWithResponseInit"; data: unknown; init: { status?: number; headers?: HeadersInit } };

/**
 * The page's loader behind Fastify with the site's real per-address limits, answering what the page would draw as
 * JSON (the rendered page needs a build; tests/e2e/application-status.test.ts covers it).
 */
async function statusApp(database: TestDatabase): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true });
  const limits = await registerRateLimits(app, { max: LIMIT, windowMs: 60_000 });
  app.get("/application-status", async (request, reply) => {
    const services = {
      db: database.db,
      forms: { allowPost: (form: "status") => limits.check(request, form) },
    } as unknown as AppServices;
    const url = `http://college.test${request.url}`;
    const answer = (await loader({
      request: new Request(url),
      context: { services },
      params: {},
    } as LoaderArgs)) as unknown as Answer;
    return reply
      .code(answer.init.status ?? 200)
      .headers(Object.fromEntries(new Headers(answer.init.headers)))
      .send(answer.data);
  });
  await app.ready();
  return app;
}

describe.each(kinds)("GET /application-status on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let id: number;
  let address = 0;
  /** Each test asks from its own address, so the limit of one does not spill into another. */
  const lookUp = (query: string, from = `10.0.0.${address}`) =>
    app.inject({ url: `/application-status?${query}`, headers: { "x-forwarded-for": from } });

  beforeAll(async () => {
    database = await kind.open();
    app = await statusApp(database);
    id = await insertApplication(database.db, { reference: REFERENCE, dateOfBirth: BIRTH });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it("answers the status and its history for the right ID and date of birth, never cached", async () => {
    address += 1;
    const response = await lookUp(`id=${REFERENCE}&dateOfBirth=${BIRTH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({
      state: "found",
      answer: { reference: REFERENCE, status: "received", history: [{ to: null }] },
    });
    expect(response.body).not.toContain(TEST_APPLICANT.name);
  });

  it("gives a wrong date of birth and an unknown ID one and the same answer", async () => {
    address += 1;
    const wrongBirth = await lookUp(`id=${REFERENCE}&dateOfBirth=2009-05-15`);
    const unknownId = await lookUp(`id=GP-2026-ZZZZZZ&dateOfBirth=${BIRTH}`);
    expect(wrongBirth.statusCode).toBe(200);
    expect(unknownId.statusCode).toBe(wrongBirth.statusCode);
    expect(unknownId.headers["cache-control"]).toBe("no-store");
    // The answers differ only by the values typed, which the form shows again.
    const withoutValues = (body: string) => ({ ...(JSON.parse(body) as object), values: undefined });
    expect(withoutValues(wrongBirth.body)).toEqual({ state: "not-found", values: undefined });
    expect(withoutValues(unknownId.body)).toEqual(withoutValues(wrongBirth.body));
  });

  it("shows the office's change at the next look-up", async () => {
    address += 1;
    await setSubmissionStatus(database.db, applicationKind, {
      id,
      from: "received",
      to: "under-review",
      note: "Internal: check category certificate",
      userId: 1,
      email: "office@college.test",
    });
    const response = await lookUp(`id=${REFERENCE.toLowerCase()}&dateOfBirth=${BIRTH}`);
    expect(response.json()).toMatchObject({ state: "found", answer: { status: "under-review" } });
    expect(response.body).not.toContain("category certificate");
    expect(response.body).not.toContain("office@college.test");
  });

  it("names each field's problem (400) and shows the form for the mail's link, counting neither", async () => {
    address += 1;
    const invalid = await lookUp("id=nonsense&dateOfBirth=");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      state: "invalid",
      values: { id: "nonsense", dateOfBirth: "" },
      errors: { id: "applicationStatus.error.id", dateOfBirth: "applicationStatus.error.dateOfBirth" },
    });
    const fromMail = await lookUp(`id=${REFERENCE}`);
    expect(fromMail.statusCode).toBe(200);
    expect(fromMail.json()).toEqual({ state: "form", values: { id: REFERENCE, dateOfBirth: "" } });
    expect(fromMail.headers["cache-control"]).toBe("no-store");
    for (let i = 0; i < LIMIT * 2; i++) expect((await lookUp("id=x&dateOfBirth=")).statusCode).toBe(400);
    // Neither counted toward the limit: every look-up of this address is still allowed.
    expect((await lookUp(`id=${REFERENCE}&dateOfBirth=${BIRTH}`)).statusCode).toBe(200);
  });

  it("shows a refused receipt's reason above the form filled with the ID, in the look-up's words, counting nothing", async () => {
    address += 1;
    const refused = await lookUp(`id=${REFERENCE}&receipt=refused`);
    expect(refused.statusCode).toBe(200);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.json()).toEqual({ state: "receipt-refused", values: { id: REFERENCE, dateOfBirth: "" } });
    const limited = await lookUp(`id=${REFERENCE}&receipt=limited&wait=7`);
    expect(limited.json()).toEqual({ state: "too-many", values: { id: REFERENCE, dateOfBirth: "" }, minutes: 7 });
    // A made-up wait is no message: the plain form.
    expect((await lookUp(`id=${REFERENCE}&receipt=limited&wait=-1e9`)).json()).toMatchObject({ state: "form" });
    // The found answer carries what the receipt form sends again (the page is never stored).
    const found = await lookUp(`id=${REFERENCE}&dateOfBirth=${BIRTH}`);
    expect(found.json()).toMatchObject({ state: "found", values: { id: REFERENCE, dateOfBirth: BIRTH } });
  });

  it("refuses look-ups past the limit per address with 429, Retry-After and a message, even the right details", async () => {
    address += 1;
    for (let i = 0; i < LIMIT; i++) {
      expect((await lookUp(`id=GP-2026-ABCDE${"FGHJK"[i]}&dateOfBirth=${BIRTH}`)).statusCode).toBe(200);
    }
    const refused = await lookUp(`id=${REFERENCE}&dateOfBirth=${BIRTH}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.json()).toMatchObject({ state: "too-many", minutes: 1 });
    expect(refused.body).not.toContain("under-review");
    // Another address is counted apart.
    expect((await lookUp(`id=${REFERENCE}&dateOfBirth=${BIRTH}`, "10.0.1.1")).statusCode).toBe(200);
  });
});
