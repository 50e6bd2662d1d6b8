import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { getPageListItem, listPages } from "~/models/page-list.server.ts";
import { findPreview } from "~/models/page-previews.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { handlePreviewLink } from "./pages-preview-link.server.ts";

const kinds = await databaseKinds();

function post(revision: string) {
  const form = new FormData();
  form.set("revision", revision);
  return form;
}

/** The status of an answer, thrown (a refusal) or returned (the redirect). */
async function answerOf(answer: Promise<Response>) {
  try {
    const response = await answer;
    return { status: response.status, location: response.headers.get("location") ?? "" };
  } catch (thrown) {
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, location: "" };
  }
}

describe.each(kinds)("making a preview link on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let staff: SignedInStaff;
  const pageOf = async (path: string) => {
    const [{ id }] = (await listPages(database.db, { search: path })) as unknown as [{ id: number }];
    return (await getPageListItem(database.db, id))!;
  };

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    const id = await insertUser(database.db, { email: "v@college.test", name: "V", role: "editor", passwordHash: "x" });
    staff = { id, email: "v@college.test", name: "V", role: "editor", sessionHash: "x", secondFactor: false };
    services = { db: database.db, dialect: database.dialect, clientIp: "127.0.0.1" } as AppServices;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("goes to a new private address that shows the posted revision", async () => {
    const page = await pageOf("/terms-condition");
    const answer = await answerOf(handlePreviewLink(services, staff, page, post("1")));
    expect(answer.status).toBe(303);
    const token = /^\/admin\/preview\/([\w-]{43})$/.exec(answer.location)?.[1];
    expect(await findPreview(database.db, token!)).toMatchObject({ pageId: page.id, revision: 1 });
  });

  it("answers 404 for a revision the page lacks, a bad number or a shape without a preview", async () => {
    const page = await pageOf("/terms-condition");
    expect((await answerOf(handlePreviewLink(services, staff, page, post("9")))).status).toBe(404);
    expect((await answerOf(handlePreviewLink(services, staff, page, post("one")))).status).toBe(404);
    const [rules] = (await listPages(database.db)).filter((item) => item.shape === "placement-rules");
    const block = (await getPageListItem(database.db, rules!.id))!;
    expect((await answerOf(handlePreviewLink(services, staff, block, post("1")))).status).toBe(404);
  });
});
