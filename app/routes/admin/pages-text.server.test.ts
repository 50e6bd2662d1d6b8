import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import { type FormSpan, type PolicyForm, policyForm } from "~/core/policy-text-form.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { listPages } from "~/models/page-list.server.ts";
import { getRevision, latestRevision } from "~/models/page-revisions.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import { type PolicyEditorReply, handlePolicyEditorAction } from "./pages-text.server.ts";

const kinds = await databaseKinds();

/** The editor's form as the browser posts it: every field by its path, a checkbox only when it is ticked. */
export function policyPost(form: PolicyForm, baseRevision: number, intent: string, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.set("baseRevision", String(baseRevision));
  data.set("intent", intent);
  data.set("title", form.title);
  data.set("description", form.description);
  data.set("lastUpdated", form.lastUpdated);
  const spans = (path: string, list: FormSpan[]) =>
    list.forEach((span, i) => {
      data.set(`${path}[${i}].text`, span.text);
      if (span.emphasis) data.set(`${path}[${i}].emphasis`, "on");
      data.set(`${path}[${i}].href`, span.href);
    });
  form.sections.forEach((section, s) => {
    data.set(`sections[${s}].heading`, section.heading);
    section.blocks.forEach((block, b) => {
      const path = `sections[${s}].blocks[${b}]`;
      data.set(`${path}.type`, block.type);
      if (block.type === "paragraph") spans(`${path}.text`, block.text);
      if (block.type === "list") {
        if (block.ordered) data.set(`${path}.ordered`, "on");
        block.items.forEach((item, i) => spans(`${path}.items[${i}]`, item));
      }
      if (block.type === "table") {
        data.set(`${path}.caption`, block.caption);
        block.columns.forEach((column, c) => data.set(`${path}.columns[${c}]`, column));
        block.rows.forEach((row, r) => row.forEach((cell, c) => data.set(`${path}.rows[${r}][${c}]`, cell)));
      }
    });
  });
  for (const [name, value] of Object.entries(extra)) data.set(name, value);
  return data;
}

const unwrap = (answer: unknown) => {
  const reply = answer as { data: PolicyEditorReply; init: { status: number } };
  return { ...reply.data, status: reply.init?.status ?? 200 };
};

describe.each(kinds)("the policy-text editor on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let asha: SignedInStaff;
  let ravi: SignedInStaff;
  let pageId: number;
  let original: PolicyForm;
  const request = new Request("http://college.test/admin/pages/1/text", { method: "POST" });
  const send = async (staff: SignedInStaff, form: FormData) =>
    unwrap(await handlePolicyEditorAction(request, services, staff, { id: pageId, shape: "policy" }, form));
  const documentOf = async (revision: number) =>
    (await getRevision(database.db, pageId, revision))!.document as Record<string, unknown>;

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    const staffOf = async (name: string): Promise<SignedInStaff> => {
      const email = `${name.toLowerCase()}@college.test`;
      const id = await insertUser(database.db, { email, name, role: "editor", passwordHash: "x" });
      return { id, email, name, role: "editor", sessionHash: "x", secondFactor: false };
    };
    asha = await staffOf("Asha");
    ravi = await staffOf("Ravi");
    services = { db: database.db, dialect: database.dialect, clientIp: "127.0.0.1" } as AppServices;
    [{ id: pageId }] = (await listPages(database.db, { search: "/privacy-policy" })) as unknown as [{ id: number }];
    original = policyForm(await documentOf(1));
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("reads every stored document into a form that stores it back unchanged", async () => {
    const saved = await send(asha, policyPost(original, 1, "save"));
    expect(saved).toMatchObject({ outcome: "saved", baseRevision: 2 });
    expect(await documentOf(2)).toEqual(await documentOf(1));
  });

  it("adds a block of the chosen type, moves and removes it in the form only", async () => {
    const added = await send(
      asha,
      policyPost(original, 2, "add:sections[1].blocks", { "addType.sections[1]": "table" }),
    );
    expect(added).toMatchObject({ outcome: "edited", status: 200, focus: "sections-1-blocks-1-caption" });
    expect(added.form.sections[1]!.blocks[1]).toEqual({
      type: "table",
      caption: "",
      columns: ["", ""],
      rows: [["", ""]],
    });
    const moved = await send(asha, policyPost(added.form, 2, "up:sections[1].blocks[1]"));
    expect(moved.form.sections[1]!.blocks[0]!.type).toBe("table");
    expect(moved.focus).toBe("sections-1-blocks-0-down");
    const removed = await send(asha, policyPost(moved.form, 2, "remove:sections[1].blocks[0]"));
    expect(removed.form.sections[1]!.blocks).toEqual(original.sections[1]!.blocks);
    expect(await latestRevision(database.db, pageId)).toBe(2);
  });

  it("saves a paragraph with an emphasised phrase and a link as spans", async () => {
    const form = structuredClone(original);
    form.sections[0]!.blocks.push({
      type: "paragraph",
      text: [
        { text: "Read the ", emphasis: false, href: "" },
        { text: "privacy policy", emphasis: true, href: "/privacy-policy" },
        { text: " before you apply.", emphasis: false, href: "" },
      ],
    });
    const saved = await send(asha, policyPost(form, 2, "save", { note: "A link" }));
    expect(saved).toMatchObject({ outcome: "saved", baseRevision: 3 });
    const stored = (await documentOf(3)) as { sections: { blocks: unknown[] }[] };
    expect(stored.sections[0]!.blocks.at(-1)).toEqual({
      type: "paragraph",
      text: [
        { text: "Read the " },
        { text: "privacy policy", emphasis: true, href: "/privacy-policy" },
        { text: " before you apply." },
      ],
    });
  });

  it("refuses a javascript: link or an empty text beside its field, storing nothing, keeping the input", async () => {
    const form = structuredClone(original);
    form.sections[0]!.blocks[0] = {
      type: "paragraph",
      text: [
        { text: "<script>alert(1)</script>", emphasis: false, href: "javascript:alert(1)" },
        { text: " ", emphasis: true, href: "" },
      ],
    };
    const refused = await send(asha, policyPost(form, 3, "save"));
    expect(refused).toMatchObject({ outcome: "invalid", status: 400 });
    expect(refused.errors).toEqual({
      "sections[0].blocks[0].text[0].href": "A link starts with https://, mailto:, tel: or / (a page of this site).",
      "sections[0].blocks[0].text[1].text": "Write the text.",
    });
    expect(refused.form.sections[0]!.blocks[0]).toEqual(form.sections[0]!.blocks[0]);
    expect(await latestRevision(database.db, pageId)).toBe(3);
  });

  it("checks the text without storing it (the form's first button, which Enter presses)", async () => {
    const form = structuredClone(original);
    expect(await send(asha, policyPost(form, 3, "check"))).toMatchObject({ outcome: "edited", errors: {} });
    form.title = " ";
    const checked = await send(asha, policyPost(form, 3, "check"));
    expect(checked).toMatchObject({ outcome: "invalid", status: 200, errors: { title: "Write the text." } });
    expect(await latestRevision(database.db, pageId)).toBe(3);
  });

  it("puts a plain paragraph's problem on its one piece of text", async () => {
    const form = structuredClone(original);
    form.sections[0]!.blocks[0] = { type: "paragraph", text: [{ text: "  ", emphasis: false, href: "" }] };
    const refused = await send(asha, policyPost(form, 3, "save"));
    expect(Object.keys(refused.errors)).toEqual(["sections[0].blocks[0].text[0].text"]);
  });

  it("stores nothing over a revision saved meanwhile, names what changed and keeps the input", async () => {
    const theirs = structuredClone(original);
    theirs.sections[1]!.heading = "What we collect";
    expect(await send(ravi, policyPost(theirs, 3, "save"))).toMatchObject({ outcome: "saved", baseRevision: 4 });
    const mine = structuredClone(original);
    mine.title = "Privacy";
    const stale = await send(asha, policyPost(mine, 3, "save"));
    expect(stale).toMatchObject({ outcome: "conflict", status: 409, baseRevision: 4 });
    expect(stale.message).toContain("revision 4");
    expect(stale.message).toMatch(/They changed: .*section 2, heading\./);
    expect(stale.form.title).toBe("Privacy");
    expect(await latestRevision(database.db, pageId)).toBe(4);
  });

  it("answers a form whose revision is gone with 404", async () => {
    expect(await send(asha, policyPost(original, 99, "save"))).toMatchObject({ outcome: "gone", status: 404 });
  });

  it("edits the text sections of another shape (anti-ragging) and keeps its other fields, checked by its shape", async () => {
    const [page] = (await listPages(database.db, { search: "/anti-ragging" })).filter(
      (p) => p.path === "/anti-ragging",
    );
    const before = (await getRevision(database.db, page!.id, 1))!.document as Record<string, unknown>;
    const form = policyForm(before);
    form.sections[0]!.heading = "Ragging is a crime";
    const reply = unwrap(
      await handlePolicyEditorAction(
        request,
        services,
        asha,
        { id: page!.id, shape: "anti-ragging" },
        policyPost(form, 1, "save"),
      ),
    );
    expect(reply).toMatchObject({ outcome: "saved", baseRevision: 2 });
    const after = (await getRevision(database.db, page!.id, 2))!.document as Record<string, unknown>;
    expect(after.helpline).toEqual(before.helpline);
    expect((after.sections as { heading?: string }[])[0]!.heading).toBe("Ragging is a crime");
  });
});
