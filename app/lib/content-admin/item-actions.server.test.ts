import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { originalsDir } from "~/lib/media/image-store.server.ts";
import type { AppServices } from "../../context.ts";
import { listBanners } from "../../models/banners.server.ts";
import { listContentItems } from "../../models/content-admin.server.ts";
import { listProgrammeChoices } from "../../models/programmes.server.ts";
import type { SignedInStaff } from "../auth/session.server.ts";
import { handleItemAction } from "./item-actions.server.ts";
import { findContentList } from "./lists.ts";

const kinds = await databaseKinds();
const request = new Request("http://college.test/admin/content/banners", { method: "POST" });
const editor: SignedInStaff = {
  id: 7,
  email: "editor@college.test",
  name: "Editor",
  role: "editor",
  sessionHash: "x",
  secondFactor: false,
};
const banners = findContentList("banners")!;
const programmes = findContentList("programmes")!;

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
const file = (bytes: Buffer, name: string, type = "image/png") => new File([new Uint8Array(bytes)], name, { type });

function formOf(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe.each(kinds)("the shared list editor on $name", (kind) => {
  let database: TestDatabase | undefined;
  let dataDir = "";
  afterEach(async () => {
    await database?.cleanup();
    database = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(): Promise<AppServices> {
    database = await kind.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-admin-"));
    return {
      db: database.db,
      dialect: database.dialect,
      clientIp: "127.0.0.1",
      staffFiles: { dataDir, idProofKey: Buffer.alloc(32) },
    } as AppServices;
  }
  const audits = (services: AppServices) => services.db.selectFrom("audit_log").selectAll().orderBy("id").execute();

  it("adds banners with uploaded pictures, reorders, unpublishes and audits each change", async () => {
    const services = await open();
    for (const [title, colour] of [
      ["First", "#c00"],
      ["Second", "#0c0"],
    ] as const) {
      const reply = await handleItemAction(
        request,
        services,
        editor,
        banners,
        formOf({ intent: "add", title, published: "on", picture: file(await png(colour), `${title}.png`) }),
      );
      expect(reply).toMatchObject({ ok: true, message: expect.stringContaining("Saved") });
    }
    expect((await listBanners(services.db)).map((b) => b.title)).toEqual(["First", "Second"]);
    const [first, second] = await listContentItems(services.db, "banners", banners.fields);
    const media = await services.db
      .selectFrom("media")
      .selectAll()
      .where("id", "=", String(first!.values.picture))
      .executeTakeFirstOrThrow();
    expect(media).toMatchObject({ width: 64, height: 32, alt: "First" });
    expect(fs.existsSync(path.join(originalsDir(dataDir), media.file_name))).toBe(true);

    await handleItemAction(request, services, editor, banners, formOf({ intent: "up", id: String(second!.id) }));
    expect((await listBanners(services.db)).map((b) => b.title)).toEqual(["Second", "First"]);

    await handleItemAction(
      request,
      services,
      editor,
      banners,
      formOf({ intent: "save", id: String(first!.id), title: "First, renamed", pictureAlt: "Red" }),
    );
    expect((await listBanners(services.db)).map((b) => b.title)).toEqual(["Second"]);
    const renamed = (await listContentItems(services.db, "banners", banners.fields)).find(
      (item) => item.id === first!.id,
    )!;
    expect(renamed).toMatchObject({
      published: false,
      values: { title: "First, renamed", picture: first!.values.picture },
      alts: { picture: "Red" },
    });

    const entries = await audits(services);
    expect(entries.map((entry) => entry.action)).toEqual([
      "content-created",
      "content-created",
      "content-reordered",
      "content-updated",
    ]);
    const update = entries.at(-1)!;
    expect(JSON.parse(update.before_json!)).toMatchObject({ published: true, values: { title: "First" } });
    expect(JSON.parse(update.after_json!)).toMatchObject({ published: false, values: { title: "First, renamed" } });
    expect(update).toMatchObject({ entity: "banners", email: editor.email });
  });

  it("refuses a text file named .jpg with a clear message and stores nothing", async () => {
    const services = await open();
    const reply = await handleItemAction(
      request,
      services,
      editor,
      banners,
      formOf({
        intent: "add",
        title: "Fake",
        published: "on",
        picture: file(Buffer.from("just some notes, not a picture"), "notes.jpg", "image/jpeg"),
      }),
    );
    expect(reply).toMatchObject({
      data: { ok: false, result: { error: { picture: ["notes.jpg is not a JPEG, PNG or WebP picture."] } } },
      init: { status: 400 },
    });
    expect(await services.db.selectFrom("media").selectAll().execute()).toEqual([]);
    expect(fs.existsSync(originalsDir(dataDir)) ? fs.readdirSync(originalsDir(dataDir)) : []).toEqual([]);
    expect(await audits(services)).toEqual([]);
  });

  it("checks every field on the server: seat counts, seat groups, window order", async () => {
    const services = await open();
    const base = {
      intent: "add",
      displayText: "Diploma in Civil Engineering",
      programName: "Civil",
      seatGroup: "diploma",
      seats: "60",
      published: "on",
    };
    /** The errors beside the fields, as the page shows them. */
    const refused = async (fields: Record<string, string>) => {
      const reply = await handleItemAction(request, services, editor, programmes, formOf({ ...base, ...fields }));
      return "data" in reply ? reply.data.result.error : {};
    };
    expect(await refused({ seats: "sixty" })).toEqual({ seats: ["Seats: enter a whole number"] });
    expect(await refused({ seatGroup: "phd" })).toEqual({ seatGroup: ["Choose a seat group"] });
    expect(await refused({ displayText: "  " })).toEqual({ displayText: ["Enter the name in forms"] });
    expect(await refused({ showFrom: "2026-12-05", showUntil: "2026-12-01" })).toEqual({
      showUntil: ["Show until must be on or after show from"],
    });

    await handleItemAction(request, services, editor, programmes, formOf(base));
    await handleItemAction(
      request,
      services,
      editor,
      programmes,
      formOf({ ...base, displayText: "Diploma (AE)", programName: "AE", seats: "0", excluded: "on" }),
    );
    expect((await listProgrammeChoices(services.db)).map((p) => p.displayText)).toEqual([
      "Diploma in Civil Engineering",
    ]);
  });
});
