import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** A second server of its own, so stopping it does not disturb the shared one. */
describe("graceful shutdown", () => {
  it("on SIGTERM finishes the request in flight, then exits 0", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-stop-"));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "ignore" });
    const base = `http://127.0.0.1:${port}`;
    try {
      await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 90_000, interval: 250 }).toBe(200);
      const banners = (await (await fetch(`${base}/api/WebBanner/WebBannerList`)).json()) as { bannerImg: string }[];
      const imagePath = new URL(banners[0]!.bannerImg).pathname;
      // The largest AVIF variant takes the encoder a while: long enough to be in flight when the signal comes.
      const inFlight = fetch(`${base}${imagePath}?w=1920`, { headers: { accept: "image/avif" } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
