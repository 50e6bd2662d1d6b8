import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { seedPageTranslations } from "../../db/seed/page-translations.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import { publishedPageAt } from "~/lib/published-page.server.ts";
import { translationField } from "~/routes/admin/pages-hindi-fields.ts";
import { loadTranslationEditor, saveTranslationEditor } from "~/routes/admin/pages-hindi.server.ts";
import { publishNow } from "./page-publishing.server.ts";
import { getRevision, saveDraft } from "./page-revisions.server.ts";
import { listTranslations, sourceHash } from "./page-translations.server.ts";
import { listPublishedPageTitles, listTranslatedPageTitles } from "./page-titles.server.ts";
import { insertUser } from "./staff-users.server.ts";

const kinds = await databaseKinds();
const at = (path: string) => new URL(path, "https://college.test");
const editor = {
  id: 0,
  email: "editor@college.test",
  name: "Editor",
  role: "editor" as const,
  sessionHash: "",
  secondFactor: false,
};

describe.each(kinds)("page texts in Hindi on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    editor.id = await insertUser(database.db, {
      email: editor.email,
      name: editor.name,
      role: "editor",
      passwordHash: "x",
    });
    services = { db: database.db, dialect: database.dialect, clientIp: "127.0.0.1" } as AppServices;
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("seeds the demo Hindi once, as not reviewed, and never over an editor's", async () => {
    const written = await seedPageTranslations(database);
    expect(written).toBeGreaterThan(900);
    expect(await seedPageTranslations(database)).toBe(0);
    const ncc = await publishedPageAt(database.db, at("/hi/ncc"), "ncc");
    expect([...(await listTranslations(database.db, ncc.id, "hi")).values()].every((row) => !row.reviewed)).toBe(true);
  });

  it("shows a Hindi address in Hindi, and an English one in English", async () => {
    const hindi = await publishedPageAt(database.db, at("/hi/ncc"), "ncc");
    expect(hindi.document.motto).toBe("एकता और अनुशासन");
    expect(hindi.document.title).toMatch(/\p{Script=Devanagari}/u);
    expect(hindi.untranslated).toBe(0);
    // What is not text stays as it is: the letter's file, the links.
    const english = await publishedPageAt(database.db, at("/ncc"), "ncc");
    expect(english.document.motto).toBe("Unity and Discipline");
    expect(english.untranslated).toBe(0);
    expect(hindi.document.letter.file).toBe(english.document.letter.file);
    expect(hindi.document.links.map((link) => link.href)).toEqual(english.document.links.map((link) => link.href));
  });

  it("gives the Hindi of the pages' titles where their documents have it", async () => {
    const english = await listPublishedPageTitles(database.db);
    const hindi = await listTranslatedPageTitles(database.db, "hi");
    expect(english["/fees"]).toBe("Fee Structure");
    expect(hindi["/fees"]).toBe("फ़ीस संरचना");
    expect(Object.keys(hindi).length).toBeGreaterThan(20);
    for (const [path, title] of Object.entries(hindi)) {
      expect(english[path], path).toBeDefined();
      expect(title, path).toMatch(/\p{Script=Devanagari}/u);
    }
  });

  it("shows a text changed in English in English until its Hindi is written, the rest staying Hindi", async () => {
    const page = await publishedPageAt(database.db, at("/ncc"), "ncc");
    const latest = await getRevision(database.db, page.id, page.revision);
    const document = { ...(latest!.document as Record<string, unknown>), motto: "Unity, Discipline and Service" };
    const actor = { userId: editor.id, email: editor.email };
    const saved = await saveDraft(database, { pageId: page.id, baseRevision: page.revision, document }, actor);
    expect(saved.status).toBe("saved");
    await publishNow(database, page.id, actor);

    const stale = await publishedPageAt(database.db, at("/hi/ncc"), "ncc");
    expect(stale.document.motto).toBe("Unity, Discipline and Service");
    expect(stale.untranslated).toBe(1);
    expect(stale.document.intro[0]).toMatch(/\p{Script=Devanagari}/u);

    const editorView = await loadTranslationEditor(database.db, String(page.id));
    const motto = editorView.texts.find((text) => text.english === "Unity, Discipline and Service");
    expect(motto).toMatchObject({ state: "missing", hindi: "" });
    expect(editorView.texts.find((text) => text.english === "Unity and Discipline")).toBeUndefined();

    const form = new FormData();
    form.set(translationField(motto!.hash), "  एकता, अनुशासन और सेवा ");
    const reply = await saveTranslationEditor(services, editor, String(page.id), form, "en");
    expect(reply.outcome).toBe("saved");
    const fresh = await publishedPageAt(database.db, at("/hi/ncc"), "ncc");
    expect(fresh.document.motto).toBe("एकता, अनुशासन और सेवा");
    expect(fresh.untranslated).toBe(0);
    const stored = (await listTranslations(database.db, page.id, "hi")).get(sourceHash(motto!.english));
    expect(stored).toMatchObject({ text: "एकता, अनुशासन और सेवा", reviewed: true });
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("action", "=", "page.translate")
      .execute();
    expect(audit).toEqual([{ action: "page.translate", entity_id: String(page.id) }]);
  });

  it("refuses Hindi its page's shape cannot show, beside the text, and stores nothing", async () => {
    const page = await publishedPageAt(database.db, at("/ncc"), "ncc");
    const before = await listTranslations(database.db, page.id, "hi");
    const { texts } = await loadTranslationEditor(database.db, String(page.id));
    const description = texts.find((text) => text.english === page.document.description)!;
    const motto = texts.find((text) => text.english === page.document.motto)!;
    const form = new FormData();
    form.set(translationField(description.hash), "बहुत छोटा");
    form.set(translationField(motto.hash), "नया आदर्श वाक्य");
    form.set(translationField(texts[0]!.hash), "अ".repeat(2001));
    const reply = await saveTranslationEditor(services, editor, String(page.id), form, "en");
    expect(reply.outcome).toBe("invalid");
    if (reply.outcome !== "invalid") return;
    expect(Object.keys(reply.errors).sort()).toEqual([description.hash, texts[0]!.hash].sort());
    expect(reply.errors[description.hash]).toMatch(/^The page cannot show this in Hindi/);
    expect(reply.values[motto.hash]).toBe("नया आदर्श वाक्य");
    expect(await listTranslations(database.db, page.id, "hi")).toEqual(before);
  });

  it("marks the demo translations shown as reviewed when asked, and removes a Hindi text left empty", async () => {
    const page = await publishedPageAt(database.db, at("/ncc"), "ncc");
    const { texts } = await loadTranslationEditor(database.db, String(page.id));
    const demo = texts.filter((text) => text.state === "demo");
    expect(demo.length).toBeGreaterThan(3);
    const form = new FormData();
    for (const text of demo.slice(0, 2)) form.set(translationField(text.hash), text.hindi);
    form.set(translationField(demo[2]!.hash), "");
    form.set("intent", "confirm");
    expect((await saveTranslationEditor(services, editor, String(page.id), form, "en")).outcome).toBe("saved");
    const after = await loadTranslationEditor(database.db, String(page.id));
    const stateOf = (hash: string) => after.texts.find((text) => text.hash === hash)?.state;
    expect([stateOf(demo[0]!.hash), stateOf(demo[1]!.hash), stateOf(demo[2]!.hash), stateOf(demo[3]!.hash)]).toEqual([
      "translated",
      "translated",
      "missing",
      "demo",
    ]);
    expect((await publishedPageAt(database.db, at("/hi/ncc"), "ncc")).untranslated).toBe(1);
  });
});
