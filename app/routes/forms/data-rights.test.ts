import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import { registerRateLimits } from "../../../server/abuse/rate-limit.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { insertApplication } from "../../../tests/support/submission-rows.ts";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { consentOf } from "~/models/consents.server.ts";
import { getPublishedBlock } from "~/models/pages.server.ts";
import { action } from "./data-rights.tsx";

const kinds = await databaseKinds();
/** The limit of these tests: a few posts per address and window. */
const LIMIT = 4;

type ActionArgs = Parameters<typeof action>[0];
type Answer = { type: "DataWithResponseInit"; data: Record<string, unknown>; init: { status?: number } };

/** The page's action behind Fastify with the site's real per-address limits, answering what the page would draw. */
async function dataRightsApp(database: TestDatabase, queued: { n: number }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, trustProxy: true });
  const limits = await registerRateLimits(app, { max: LIMIT, windowMs: 60_000 });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.post("/*", async (request, reply) => {
    const services = {
      db: database.db,
      siteUrl: "https://college.test",
      forms: {
        database,
        allowPost: (form: "data-rights") => limits.check(request, form),
        mail: { queued: () => (queued.n += 1) },
        logError: () => undefined,
      },
    } as unknown as AppServices;
    const answer = (await action({
      request: new Request(`http://college.test${request.url}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: String(request.body),
      }),
      context: { services },
      params: {},
    } as ActionArgs)) as unknown as Answer;
    return reply.code(answer.init.status ?? 200).send(answer.data);
  });
  await app.ready();
  return app;
}

describe.each(kinds)("POST /data-rights on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const queued = { n: 0 };
  let address = 0;
  const post = (fields: Record<string, string>, path = "/data-rights", from = `10.0.0.${address}`) =>
    app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": from },
      payload: new URLSearchParams(fields).toString(),
    });
  const valid = {
    kind: "access",
    name: "Asha Minz",
    email: "asha@example.in",
    mobileNo: "",
    applicationId: "gp-2026-7k3q9m",
    details: "Please send me what you hold about me.",
    consent: "yes",
  };

  beforeAll(async () => {
    database = await kind.open();
    // The privacy notice every form shows is a published page block.
    await seedPageDocuments(database);
    app = await dataRightsApp(database, queued);
    await insertApplication(database.db, { reference: "GP-2026-7K3Q9M", dateOfBirth: "2009-05-14" });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  it("stores a request with a number and a 90-day deadline and queues a mail with nothing the visitor typed", async () => {
    address += 1;
    const response = await post(valid);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ state: string; reference: string; mailed: boolean }>();
    expect(answer).toMatchObject({
      state: "sent",
      reference: expect.stringMatching(/^DR-\d{4}-[0-9A-Z]{6}$/),
      mailed: true,
    });
    const row = await database.db
      .selectFrom("data_rights_requests")
      .selectAll()
      .where("reference", "=", answer.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: "access",
      application_reference: "GP-2026-7K3Q9M",
      status: "open",
      language: "en",
    });
    expect(Date.parse(row.due_at) - Date.parse(row.created_at)).toBe(90 * 24 * 60 * 60 * 1000);
    const mail = await database.db.selectFrom("mail_outbox").selectAll().execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body_text).toContain(answer.reference);
    for (const typed of ["Asha", "Please send", "GP-2026-7K3Q9M"]) expect(mail[0]!.body_text).not.toContain(typed);
    expect(queued.n).toBe(1);
  });

  it("answers an unknown application ID exactly as a known one, and mails nothing without an address", async () => {
    address += 1;
    const known = await post({ ...valid, email: "", mobileNo: "9300000001" });
    const unknown = await post({ ...valid, email: "", mobileNo: "9300000001", applicationId: "GP-2026-ZZZZZZ" });
    const shape = (body: Record<string, unknown>) => ({ ...body, reference: "…" });
    expect(known.statusCode).toBe(200);
    expect(shape(unknown.json())).toEqual(shape(known.json()));
    expect(known.json()).toMatchObject({ mailed: false });
  });

  it("refuses bad input beside each field in the page's language with 400, storing nothing", async () => {
    address += 1;
    const before = await database.db.selectFrom("data_rights_requests").select("id").execute();
    const response = await post(
      {
        kind: "sell-my-data",
        name: " ",
        email: "not-an-address",
        mobileNo: "12",
        applicationId: "X",
        details: "short",
      },
      "/hi/data-rights",
    );
    expect(response.statusCode).toBe(400);
    const { state, errors } = response.json<{ state: string; errors: Record<string, string> }>();
    expect(state).toBe("invalid");
    expect(Object.keys(errors).sort()).toEqual([
      "applicationId",
      "consent",
      "details",
      "email",
      "kind",
      "mobileNo",
      "name",
    ]);
    expect(errors.name).toBe("अपना नाम लिखें।");
    const missingContact = await post({ ...valid, email: "", mobileNo: "" });
    expect(missingContact.statusCode).toBe(400);
    expect(missingContact.json()).toMatchObject({
      errors: { email: expect.stringContaining("e-mail address or a mobile") },
    });
    // A body that is no form at all is a refusal too, never a 5xx.
    const garbage = await app.inject({
      method: "POST",
      url: "/data-rights",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": `10.0.0.${address}` },
      payload: "%%%",
    });
    expect(garbage.statusCode).toBe(400);
    expect(await database.db.selectFrom("data_rights_requests").select("id").execute()).toHaveLength(before.length);
  });

  it("refuses a request without the privacy notice's box ticked, and stores the consent of one with it", async () => {
    address += 1;
    const before = await database.db.selectFrom("data_rights_requests").select("id").execute();
    const { consent: _ticked, ...unticked } = valid;
    const refused = await post(unticked);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      expect.objectContaining({
        state: "invalid",
        consented: false,
        errors: { consent: "Tick the box to agree to the privacy notice" },
      }),
    );
    expect(await database.db.selectFrom("data_rights_requests").select("id").execute()).toHaveLength(before.length);

    const sent = await post(valid);
    const { id } = await database.db
      .selectFrom("data_rights_requests")
      .select("id")
      .where("reference", "=", sent.json<{ reference: string }>().reference)
      .executeTakeFirstOrThrow();
    const notice = await getPublishedBlock(database.db, "privacy-notice");
    expect(await consentOf(database.db, "data_rights_requests", id)).toEqual({
      noticeVersion: notice!.revision,
      givenAt: expect.any(String),
      language: "en",
    });
  });

  it("counts every post toward the address's limit and answers 429 over it", async () => {
    address += 1;
    for (let i = 0; i < LIMIT; i++) expect((await post({ ...valid, name: "" })).statusCode).toBe(400);
    const over = await post(valid);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ state: "too-many", minutes: expect.any(Number) });
  });
});
