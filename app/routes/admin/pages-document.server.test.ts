import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepUnusedMedia } from "../../../server/images/unused-sweep.ts";
import { seedPageDocuments } from "../../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../../tests/support/databases.ts";
import type { AppServices } from "~/context.ts";
import type { FieldSpec } from "~/core/document-form/field-specs.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { listPages } from "~/models/page-list.server.ts";
import { originalsDir } from "~/lib/media/image-store.server.ts";
import { findMedia } from "~/models/media.server.ts";
import { getRevision, latestRevision } from "~/models/page-revisions.server.ts";
import { insertUser } from "~/models/staff-users.server.ts";
import type { PageShape } from "~/schemas/page-shapes.ts";
import { hasGeneratedEditor } from "./page-editors.ts";
import { type DocumentEditorReply, handleDocumentEditorAction, specOfShape } from "./pages-document.server.ts";

const kinds = await databaseKinds();

/** The fields the generated form posts for a document, as app/components/admin/document-fields.tsx draws them. */
function fieldsOf(spec: FieldSpec, value: unknown, name: string, form: FormData) {
  if (value === undefined) return;
  if (spec.kind === "kept") form.set(name, JSON.stringify(value));
  else if (spec.kind === "object")
    for (const field of spec.fields)
      fieldsOf(
        field.spec,
        (value as Record<string, unknown>)[field.key],
        name ? `${name}.${field.key}` : field.key,
        form,
      );
  else if (spec.kind === "list")
    (value as unknown[]).forEach((item, index) => fieldsOf(spec.item, item, `${name}[${index}]`, form));
  else if (spec.kind === "picture")
    for (const [key, part] of Object.entries(value as Record<string, unknown>))
      form.set(`${name}.${key}`, part === true ? "on" : String(part));
  else form.set(name, value === null ? "" : String(value));
}

function editorPost(shape: PageShape, document: unknown, baseRevision: number, intent: string) {
  const form = new FormData();
  form.set("baseRevision", String(baseRevision));
  form.set("intent", intent);
  fieldsOf(specOfShape(shape), document, "", form);
  return form;
}

const unwrap = (answer: unknown) => {
  const reply = answer as { data: DocumentEditorReply; init: { status: number } };
  return { ...reply.data, status: reply.init?.status ?? 200 };
};

interface AdmissionDepartment {
  staff: { name: string; photo: { src: string; width: number; height: number; alt?: string } }[];
}

interface Governors {
  intro: string[];
  members: { name: string; designation: string; credentials: string }[];
}

describe.each(kinds)("the generated page editor on $name", (kind) => {
  let database: TestDatabase;
  let services: AppServices;
  let asha: SignedInStaff;
  let ravi: SignedInStaff;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-page-pictures-"));
  const storedFiles = () => (fs.existsSync(originalsDir(dataDir)) ? fs.readdirSync(originalsDir(dataDir)) : []);
  const request = new Request("http://college.test/admin/pages/1/content", { method: "POST" });
  const pageOf = async (path: string) => {
    const [page] = (await listPages(database.db, { search: path })).filter((p) => p.path === path);
    return { id: page!.id, shape: page!.shape as PageShape };
  };
  const documentOf = async (pageId: number, revision: number) =>
    (await getRevision(database.db, pageId, revision))!.document;
  const send = async (staff: SignedInStaff, page: { id: number; shape: PageShape }, form: FormData) =>
    unwrap(await handleDocumentEditorAction(request, services, staff, page, form));

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
    services = {
      db: database.db,
      dialect: database.dialect,
      clientIp: "127.0.0.1",
      staffFiles: { dataDir, idProofKey: Buffer.alloc(32) },
    } as AppServices;
  });
  afterAll(async () => {
    await database?.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("posts every page it edits back unchanged: the form holds every field of every shape", async () => {
    const pages = (await listPages(database.db, {})).filter((page) => hasGeneratedEditor(page.shape));
    expect(new Set(pages.map((page) => page.shape)).size).toBeGreaterThanOrEqual(15);
    for (const page of pages) {
      const document = await documentOf(page.id, page.latestRevision);
      const posted = editorPost(page.shape as PageShape, document, page.latestRevision, "save");
      const reply = await send(asha, { id: page.id, shape: page.shape as PageShape }, posted);
      expect({ page: page.path ?? page.title, outcome: reply.outcome, errors: reply.errors }).toEqual({
        page: page.path ?? page.title,
        outcome: "unchanged",
        errors: {},
      });
    }
  });

  it("adds, moves and removes list items in the form only: nothing is stored until Save", async () => {
    const page = await pageOf("/governors");
    const original = (await documentOf(page.id, 1)) as Governors;
    const added = await send(asha, page, editorPost(page.shape, original, 1, "add:members"));
    expect(added).toMatchObject({ outcome: "edited", status: 200, focus: `members[${original.members.length}]` });
    expect((added.document as Governors).members.at(-1)).toEqual({ name: "", designation: "", credentials: "" });
    const moved = await send(asha, page, editorPost(page.shape, original, 1, "down:members[0]"));
    expect((moved.document as Governors).members[1]).toEqual(original.members[0]);
    expect(moved.focus).toBe("members[1]");
    expect(await latestRevision(database.db, page.id)).toBe(1);
  });

  it("saves a changed field as a new draft revision, and refuses an empty one beside its field, storing nothing", async () => {
    const page = await pageOf("/governors");
    const original = (await documentOf(page.id, 1)) as Governors;
    const renamed = structuredClone(original);
    renamed.members[0]!.name = "Dr. Meera Oraon";
    const saved = await send(asha, page, editorPost(page.shape, renamed, 1, "save"));
    expect(saved).toMatchObject({ outcome: "saved", status: 200, baseRevision: 2 });
    expect(((await documentOf(page.id, 2)) as Governors).members[0]!.name).toBe("Dr. Meera Oraon");

    const emptied = structuredClone(renamed);
    emptied.members[1]!.name = "  ";
    emptied.members[1]!.designation = "Chairman";
    const refused = await send(asha, page, editorPost(page.shape, emptied, 2, "save"));
    expect(refused).toMatchObject({ outcome: "invalid", status: 400 });
    expect(refused.errors).toEqual({
      "members[1].name": "Write this field.",
      "members[1].designation": "Choose one of the options.",
    });
    expect(await latestRevision(database.db, page.id)).toBe(2);
  });

  it("tells the second of two editors what changed meanwhile and keeps both changes in the form", async () => {
    const page = await pageOf("/advisory");
    const original = (await documentOf(page.id, 1)) as { intro: string[]; members: { name: string }[] };
    const byRavi = structuredClone(original);
    byRavi.intro[0] = "The advisory board meets twice a year.";
    expect((await send(ravi, page, editorPost(page.shape, byRavi, 1, "save"))).outcome).toBe("saved");
    const byAsha = structuredClone(original);
    byAsha.members[0]!.name = "Prof. A. Kujur";
    const conflict = await send(asha, page, editorPost(page.shape, byAsha, 1, "save"));
    expect(conflict).toMatchObject({ outcome: "conflict", status: 409, baseRevision: 2 });
    expect(conflict.message).toContain("Introduction: item 1");
    expect(conflict.document).toMatchObject({
      intro: [byRavi.intro[0], ...original.intro.slice(1)],
      members: [{ name: "Prof. A. Kujur" }, ...original.members.slice(1)],
    });
    expect(await latestRevision(database.db, page.id)).toBe(2);
  });

  it("keeps the parts it does not edit (a page's text sections) as the revision has them", async () => {
    const page = await pageOf("/about-us");
    const original = (await documentOf(page.id, 1)) as { title: string; sections: unknown };
    const form = editorPost(page.shape, { ...original, title: "About the college" }, 1, "save");
    expect((await send(asha, page, form)).outcome).toBe("saved");
    expect(await documentOf(page.id, 2)).toEqual({ ...original, title: "About the college" });
  });

  it("replaces a person's photo with an upload and its text alternative, sized; the sweep keeps it while a revision shows it", async () => {
    const page = await pageOf("/admission-department");
    const original = (await documentOf(page.id, 1)) as AdmissionDepartment;
    const form = editorPost(page.shape, original, 1, "save");
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2266aa" } })
      .jpeg()
      .toBuffer();
    form.set("staff[0].photo.upload", new File([jpeg], "desk.jpg", { type: "image/jpeg" }));
    form.set("staff[0].photo.alt", "The admission officer at the help desk");
    const saved = await send(asha, page, form);
    expect(saved).toMatchObject({ outcome: "saved", status: 200, baseRevision: 2 });
    const photo = ((await documentOf(page.id, 2)) as AdmissionDepartment).staff[0]!.photo;
    expect(photo).toEqual({
      src: expect.stringMatching(/^\/images\/[A-Za-z0-9_-]{16}$/),
      width: 300,
      height: 200,
      alt: "The admission officer at the help desk",
    });
    const mediaId = photo.src.slice("/images/".length);
    expect(await findMedia(database.db, mediaId)).toMatchObject({ width: 300, height: 200 });

    // Back to the shipped photo: revision 2 still shows the upload, so the sweep leaves it, however late it runs.
    expect((await send(asha, page, editorPost(page.shape, original, 2, "save"))).outcome).toBe("saved");
    await sweepUnusedMedia(database, dataDir, Date.now() + 10 * 24 * 60 * 60 * 1000);
    expect(await findMedia(database.db, mediaId)).toBeDefined();
    expect(storedFiles().some((file) => file.startsWith(mediaId))).toBe(true);
  });

  it("says beside its field that a picture chosen before Check the form is kept only by Save, storing nothing", async () => {
    const page = await pageOf("/admission-department");
    const latest = await latestRevision(database.db, page.id);
    const document = await documentOf(page.id, latest);
    const filesBefore = storedFiles();
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#888888" } })
      .png()
      .toBuffer();
    const form = editorPost(page.shape, document, latest, "check");
    form.set("staff[1].photo.upload", new File([png], "face.png"));
    form.set("staff[1].photo.alt", "Face");
    const checked = await send(asha, page, form);
    expect(checked).toMatchObject({ outcome: "edited", status: 200 });
    expect(checked.errors).toEqual({
      "staff[1].photo.upload": "A picture is kept only when you save: choose this file again, then save.",
    });
    expect(checked.message).toContain("Pictures chosen for upload are kept only by Save");
    expect(await latestRevision(database.db, page.id)).toBe(latest);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it("refuses a file that is no picture, too large or without its text alternative beside its field, storing nothing", async () => {
    const page = await pageOf("/admission-department");
    const latest = await latestRevision(database.db, page.id);
    const document = await documentOf(page.id, latest);
    const filesBefore = storedFiles();
    const mediaBefore = await database.db.selectFrom("media").select("id").execute();
    const post = (file: File, alt: string, change?: (form: FormData) => void) => {
      const form = editorPost(page.shape, document, latest, "save");
      form.set("staff[1].photo.upload", file);
      form.set("staff[1].photo.alt", alt);
      change?.(form);
      return send(asha, page, form);
    };
    const text = new File(["name,phone\nAsha,9876543210\n"], "photo.jpg", { type: "image/jpeg" });
    const notPicture = await post(text, "A photo");
    expect(notPicture).toMatchObject({ outcome: "invalid", status: 400 });
    expect(notPicture.errors).toEqual({
      "staff[1].photo.upload": expect.stringContaining("photo.jpg"),
    });
    const huge = new File([Buffer.alloc(8 * 1024 * 1024 + 1, 0xff)], "scan.jpg", { type: "image/jpeg" });
    expect((await post(huge, "A scan")).errors).toEqual({ "staff[1].photo.upload": expect.stringContaining("8 MB") });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#888888" } })
      .png()
      .toBuffer();
    const noAlt = await post(new File([png], "face.png"), " ");
    expect(noAlt.errors).toEqual({
      "staff[1].photo.alt": "Write what the new picture shows, or mark it decorative.",
    });
    // A good picture with a problem elsewhere on the page is not kept either: the editor is asked to choose it again.
    const elsewhere = await post(new File([png], "face.png"), "Face", (form) => form.set("staff[0].name", ""));
    expect(elsewhere.errors).toEqual({
      "staff[0].name": "Write this field.",
      "staff[1].photo.upload": "This picture was not saved because of the problems on this page: choose it again.",
    });
    // An address of a picture that is not stored here is refused, not shown broken.
    const forged = await post(new File([], ""), "Face", (form) =>
      form.set("staff[1].photo.src", "/images/AAAAAAAAAAAAAAAA"),
    );
    expect(forged.errors).toEqual({ "staff[1].photo.src": "This picture is no longer stored. Choose a new one." });

    expect(await latestRevision(database.db, page.id)).toBe(latest);
    expect(await database.db.selectFrom("media").select("id").execute()).toEqual(mediaBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });
});
