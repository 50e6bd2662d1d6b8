import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.ts";
import type { FormReply } from "~/components/forms/form-reply.ts";
import { makeKeyring } from "~/core/id-proof-keyring.ts";
import { createPhotoStore } from "~/lib/media/photo-store.server.ts";
import type { FormServices } from "~/lib/forms/form-services.ts";
import { findDraft } from "~/models/application-drafts.server.ts";
import { databaseKinds, type TestDatabase } from "../../../tests/support/databases.ts";
import { action } from "./gpcet-form.tsx";
import { loader } from "./gpcet-form.tsx";

const kinds = await databaseKinds();
type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
type Answer<T> = { type: "DataWithResponseInit"; data: T; init: { status?: number; headers?: Record<string, string> } };

describe.each(kinds)("'Save and finish later' on the admission form, $name", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let services: AppServices;
  let jpeg: Buffer;
  const ring = makeKeyring(randomBytes(32));

  beforeAll(async () => {
    database = await kind.open();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "drafts-"));
    const photos = createPhotoStore(database, dataDir, randomBytes(32));
    jpeg = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#557799" } })
      .jpeg()
      .toBuffer();
    const forms = {
      database,
      idProofKeys: ring,
      mail: { siteUrl: "https://college.test", queued: () => undefined },
      allowPost: async () => ({ allowed: true }),
      storePhoto: async (file: File) => photos.store(Buffer.from(await file.arrayBuffer())),
      photoPreviewUrl: (record: string) => photos.previewUrl(record),
      logError: () => undefined,
    } as unknown as FormServices;
    services = { db: database.db, siteUrl: "https://college.test", forms } as unknown as AppServices;
  });
  afterAll(async () => {
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function post(fields: Record<string, string | File>, language = "") {
    const body = new FormData();
    body.set("intent", "save-draft");
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const request = new Request(`http://college.test${language}/gpcet-form`, { method: "POST", body });
    return (await action({ request, context: { services }, params: {} } as ActionArgs)) as unknown as Answer<FormReply>;
  }

  async function open(token: string, language = "") {
    const request = new Request(`http://college.test${language}/gpcet-form/resume?token=${encodeURIComponent(token)}`);
    return (await loader({ request, context: { services }, params: {} } as LoaderArgs)) as unknown as Answer<
      Record<string, unknown>
    >;
  }

  it("needs only a valid e-mail address, refused beside its field in the page's language, keeping what was typed", async () => {
    const missing = await post({ name: "Asha Minz" });
    expect(missing.init.status).toBe(400);
    expect(missing.data.result.error).toEqual({ email: ["Enter email address"] });
    expect(missing.data.result.initialValue).toMatchObject({ name: "Asha Minz" });
    const wrong = await post({ name: "Asha Minz", email: "asha@", idProof: "482915736041" }, "/hi");
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.result.error!.email![0]).toMatch(/[\u0900-\u097F]/);
    expect(JSON.stringify(wrong.data)).not.toContain("482915736041");
    expect(await database.db.selectFrom("application_drafts").select("id").execute()).toEqual([]);
  });

  it("caps every field's length", async () => {
    const long = await post({ email: "asha@example.in", name: "A".repeat(101), remarks: "r".repeat(1001) });
    expect(long.init.status).toBe(400);
    expect(long.data.result.error).toEqual({
      name: ["Use at most 100 characters"],
      remarks: ["Use at most 1000 characters"],
    });
  });

  it("checks a photo as every upload is: a file that is no picture is refused and nothing is saved", async () => {
    const fake = new File([new Uint8Array(Buffer.from("<?php echo 1; ?>"))], "photo.jpg", { type: "image/jpeg" });
    const refused = await post({ email: "asha@example.in", name: "Asha Minz", photoFile: fake });
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toHaveProperty("photoRecord");
    expect(await database.db.selectFrom("application_drafts").select("id").execute()).toEqual([]);
    // A record nobody uploaded is not kept either.
    const named = await post({ email: "asha@example.in", photoRecord: "AAAAAAAAAAAAAAAAAAAAAA" });
    expect(named.init.status).toBe(200);
    const draft = await findDraft(database.db, named.data.draft!.token);
    expect(draft!.photoRecord).toBeNull();
  });

  it("saves with the photo, answers the link's address, and the link opens the form filled, the number masked", async () => {
    const photoFile = new File([new Uint8Array(jpeg)], "me.jpg", { type: "image/jpeg" });
    const saved = await post(
      { email: "asha@example.in", name: "Asha Minz", idProof: "482915736041", city: "Gumla", photoFile },
      "/hi",
    );
    expect(saved.init.status).toBe(200);
    expect(saved.init.headers).toMatchObject({ "Cache-Control": "no-store" });
    expect(saved.data).toMatchObject({
      outcome: "saved",
      draft: { idProofHint: expect.stringContaining("XXXX XXXX 6041") as unknown },
    });
    expect(saved.data.message).toContain("asha@example.in");
    expect(JSON.stringify(saved.data)).not.toContain("482915736041");
    const token = saved.data.draft!.token;

    const opened = await open(token, "/hi");
    expect(opened.init.status ?? 200).toBe(200);
    expect(opened.init.headers).toMatchObject({ "Cache-Control": "no-store" });
    const reply = opened.data.reply as FormReply;
    expect(reply.result.initialValue).toMatchObject({ email: "asha@example.in", name: "Asha Minz", city: "Gumla" });
    expect(reply.photo?.record).toBe(saved.data.photo?.record);
    expect(reply.draft).toEqual({ token, idProofHint: expect.stringContaining("XXXX XXXX 6041") as unknown });
    expect(JSON.stringify(opened.data)).not.toContain("482915736041");

    // Saved again from the link: the same draft and link.
    const again = await post({ email: "asha@example.in", name: "Asha Minz Kujur", draftToken: token });
    expect(again.data.draft).toEqual({ token, idProofHint: expect.stringContaining("XXXX XXXX 6041") as unknown });
    expect(await database.db.selectFrom("application_drafts").select("id").execute()).toHaveLength(2);
  });

  it("answers a tampered or unknown link with one clear message and a way to a new form (410)", async () => {
    for (const token of ["x".repeat(43), "short", ""]) {
      const gone = await open(token);
      expect(gone.init.status).toBe(410);
      expect(gone.init.headers).toMatchObject({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });
      expect(gone.data).toEqual({
        programmes: [],
        texts: {
          intro: expect.stringMatching(/^This link no longer works/) as unknown,
          idProofHint: expect.any(String) as unknown,
          photo: { hint: expect.any(String) as unknown, kept: expect.any(String) as unknown },
        },
        // The parent or guardian group's texts (decision 068): nothing of any draft.
        guardian: expect.objectContaining({ names: expect.any(Array) }) as unknown,
        reply: {
          form: "admission",
          outcome: "failed",
          message: expect.stringMatching(
            /^This link no longer works\. .*30 days.* You can fill in the form below again\.$/,
          ) as unknown,
          result: { initialValue: null },
        },
      });
    }
    const hindi = await open("x".repeat(43), "/hi");
    expect((hindi.data.reply as FormReply).message).toMatch(/^यह लिंक अब काम नहीं करता/);
  });
});
