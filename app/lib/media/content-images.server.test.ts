import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { originalsDir } from "./image-store.server.ts";
import {
  CONTENT_IMAGE_MAX_BYTES,
  carriesContentImages,
  discardContentImages,
  storeContentImage,
} from "./content-images.server.ts";

const asFile = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);

describe("content image upload path", () => {
  let dataDir = "";
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const tempDir = () => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-images-")));

  it("re-encodes an accepted picture into the image endpoint's originals, metadata dropped", async () => {
    tempDir();
    const webp = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#246" } })
      .withMetadata({ exif: { IFD0: { Copyright: "someone" } } })
      .webp()
      .toBuffer();
    const result = await storeContentImage(dataDir, asFile(webp, "stage.webp"), "The stage");
    if (!result.ok) throw new Error(result.message);
    expect(result.media).toMatchObject({ mime: "image/jpeg", width: 120, height: 80, alt: "The stage" });
    const stored = path.join(originalsDir(dataDir), result.media.file_name);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    await discardContentImages(dataDir, [result.media]);
    expect(fs.existsSync(stored)).toBe(false);
  });

  it("refuses by the bytes, not the name: text, a GIF, a cut-off JPEG, an oversized file", async () => {
    tempDir();
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#fa0" } })
      .jpeg()
      .toBuffer();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fa0" } })
      .gif()
      .toBuffer();
    const cases: [Buffer, string, string][] = [
      [Buffer.from("hello"), "notes.jpg", "notes.jpg is not a JPEG, PNG or WebP picture."],
      [gif, "anim.png", "anim.png is not a JPEG, PNG or WebP picture."],
      [
        jpeg.subarray(0, jpeg.length / 2),
        "half.jpg",
        "half.jpg could not be read as a picture; it may be damaged, empty or too large in pixels.",
      ],
      [Buffer.alloc(CONTENT_IMAGE_MAX_BYTES + 1), "huge.jpg", "huge.jpg is larger than 8 MB."],
    ];
    for (const [bytes, name, message] of cases)
      expect(await storeContentImage(dataDir, asFile(bytes, name), "")).toEqual({ ok: false, message });
    expect(fs.existsSync(originalsDir(dataDir)) ? fs.readdirSync(originalsDir(dataDir)) : []).toEqual([]);
  });

  it("lets only the console's content pages carry pictures", () => {
    expect(carriesContentImages("/admin/content/banners")).toBe(true);
    expect(carriesContentImages("/admin/content/gallery/3.data")).toBe(true);
    expect(carriesContentImages("/admin/content")).toBe(true);
    expect(carriesContentImages("/admin/contents")).toBe(false);
    expect(carriesContentImages("/admin/news")).toBe(false);
    expect(carriesContentImages("/contact-us")).toBe(false);
  });
});
