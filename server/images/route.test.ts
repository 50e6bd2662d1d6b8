import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../../tests/support/databases.ts";
import { startDemoApp } from "../../tests/support/test-app.ts";

const [sqlite] = await databaseKinds();

describe("image endpoint", () => {
  let app: Awaited<ReturnType<typeof startDemoApp>>;
  let mediaId: string;

  beforeAll(async () => {
    app = await startDemoApp(sqlite!);
    const row = await app.database.db.selectFrom("banners").select("media_id").executeTakeFirstOrThrow();
    mediaId = row.media_id;
  });
  afterAll(async () => app.close());

  const request = (url: string, accept = "image/avif,image/webp,*/*") =>
    app.app.inject({ method: "GET", url, headers: { accept } });

  it.each([
    ["image/avif,image/webp,*/*", "image/avif", "heif"],
    ["image/webp,*/*", "image/webp", "webp"],
    ["image/jpeg", "image/jpeg", "jpeg"],
  ])("with Accept %s answers %s at the requested width", async (accept, type, format) => {
    const response = await request(`/images/${mediaId}?w=100`, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(type);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toContain("Accept");
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect(meta.width).toBe(100);
  });

  it("keeps each variant on disk and serves it again from there", async () => {
    await request(`/images/${mediaId}?w=50`, "image/webp");
    const cached = path.join(app.dataDir, "cache", "images", `${mediaId}-50.webp`);
    expect(fs.existsSync(cached)).toBe(true);
    const again = await request(`/images/${mediaId}?w=50`, "image/webp");
    expect(again.rawPayload.equals(fs.readFileSync(cached))).toBe(true);
  });

  it("does not enlarge a small original", async () => {
    const response = await request(`/images/${mediaId}?w=1920`, "image/jpeg");
    expect((await sharp(response.rawPayload).metadata()).width).toBe(1600);
  });

  it("refuses widths outside the allow-list", async () => {
    const response = await request(`/images/${mediaId}?w=123`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/w must be one of/);
  });

  it.each(["/images/..%2F..%2Fetc%2Fpasswd", "/images/../media/x", "/images/AAAAAAAAAAAAAAAA", "/images/short"])(
    "answers 404 for %s (no stored image, no path traversal)",
    async (url) => {
      const response = await request(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).not.toMatch(/^image\//);
    },
  );
});
