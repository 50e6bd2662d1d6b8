import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import type { ConsoleReply } from "~/lib/console-form/console-reply.ts";
import { getPublishedAddedPage } from "~/models/added-pages.server.ts";
import { getPageListItem } from "~/models/page-list.server.ts";
import { publishNow } from "~/models/page-publishing.server.ts";
import { listRevisions } from "~/models/page-revisions.server.ts";
import { findRedirect } from "~/models/pages.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { handleMove } from "./pages-address.server.ts";
import { handleNewPage } from "./pages-new.server.ts";

const kinds = await databaseKinds();

function post(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

/** A refusal is data(...) with a status and the errors by field; a success throws a redirect Response. */
async function answerOf(work: () => Promise<unknown>) {
  try {
    const answer = (await work()) as { data: ConsoleReply; init: { status: number } };
    const result = answer.data.result as { error?: Record<string, string[]> };
    return { status: answer.init.status, errors: result.error ?? {}, message: answer.data.message };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("location") };
  }
}

describe.each(kinds)("adding and moving pages in the console on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let staff: SignedInStaff;
  const request = new Request("http://college.test/admin/pages/new", { method: "POST" });
  const create = (values: Record<string, string>) =>
    answerOf(() => handleNewPage(request, services, staff, post(values)));

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    const id = await insertUser(database.db, {
      email: "e@college.test",
      name: "Editor",
      role: "editor",
      passwordHash: "x",
    });
    staff = { id, email: "e@college.test", name: "Editor", role: "editor", sessionHash: "x", secondFactor: false };
    services = { db: database.db, dialect: database.dialect, clientIp: "127.0.0.1" } as AppServices;
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it.each([
    [{ shape: "policy", path: "/Hostel", title: "Hostel" }, "path", "Use lowercase letters"],
    [{ shape: "policy", path: "/notice", title: "Notice" }, "path", "belongs to a page or section of the site"],
    [{ shape: "policy", path: "/admin/x", title: "X" }, "path", "belongs to a page or section of the site"],
    [{ shape: "policy", path: "", title: "X" }, "path", "Write the address"],
    [{ shape: "policy", path: "/x", title: "" }, "title", "Write the title"],
    [{ shape: "curriculum", path: "/x", title: "X" }, "shape", "Choose the kind of page"],
    [{ shape: "policy", path: "/x", title: "X", inMenu: "on" }, "group", "Choose a menu group above"],
    [{ shape: "policy", path: "/x", title: "X".repeat(61), group: "about", inMenu: "on" }, "title", "at most 60"],
    [{ shape: "policy", path: "/x", title: "X", group: "nowhere" }, "group", "Choose a menu group"],
  ])("refuses %j beside the field, with status 400", async (values, field, words) => {
    const answer = await create(values);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[field]?.[0]).toContain(words);
  });

  it("creates a draft whose revision 1 is a valid starter document, and goes to its revisions", async () => {
    const answer = await create({ shape: "advisory", path: " nss-unit/ ", title: "NSS unit", group: "about" });
    expect(answer).toMatchObject({ status: 303, location: expect.stringMatching(/^\/admin\/pages\/\d+$/) });
    const id = Number(answer.location!.split("/").at(-1));
    expect(await getPageListItem(database.db, id)).toMatchObject({
      path: "/nss-unit",
      shape: "advisory",
      menuGroup: "about",
      namedBySpec: false,
      state: "draft",
    });
    expect((await listRevisions(database.db, id)).map((revision) => revision.revision)).toEqual([1]);

    const again = await create({ shape: "policy", path: "nss-unit", title: "Again" });
    expect(again.errors?.path?.[0]).toContain("Another page has this address");
  });

  it("moves a page an editor added, refuses bad addresses and pages the spec names", async () => {
    const made = await create({ shape: "policy", path: "/library-rules", title: "Library rules" });
    const id = Number(made.location!.split("/").at(-1));
    await publishNow(services, id, { userId: staff.id, email: staff.email });
    const move = (pageId: number, namedBySpec: boolean, path: string) =>
      answerOf(() => handleMove(request, services, staff, { id: pageId, namedBySpec }, post({ path })));

    expect((await move(id, false, "/Library")).errors?.path?.[0]).toContain("Use lowercase letters");
    expect((await move(id, false, "/nss-unit")).errors?.path?.[0]).toContain("Another page has this address");
    expect(await move(id, false, "/library/rules")).toMatchObject({ status: 303, location: `/admin/pages/${id}` });
    expect(await findRedirect(database.db, "/library-rules")).toBe("/library/rules");
    expect(await getPublishedAddedPage(database.db, "/library/rules")).toMatchObject({ title: "Library rules" });

    const notice = await database.db.selectFrom("pages").select("id").where("path", "=", "/notice").executeTakeFirst();
    const refused = await move(notice!.id, true, "/old-notice");
    expect(refused).toMatchObject({ status: 409, message: expect.stringContaining("cannot change") });
    expect(await findRedirect(database.db, "/notice")).toBeUndefined();
  });
});
