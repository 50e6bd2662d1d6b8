import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { startServer } from "./support/server-process.ts";

/** A second server of its own, so stopping it does not disturb the shared one. */
describe("graceful shutdown", () => {
  it("on SIGTERM finishes the request in flight, closes its connection, then exits 0", async () => {
    const { baseUrl: base, dataDir, child } = await startServer();
    try {
      const banners = (await (await fetch(`${base}/api/WebBanner/WebBannerList`)).json()) as { bannerImg: string }[];
      const imagePath = new URL(banners[0]!.bannerImg).pathname;
      // The largest AVIF variant takes the encoder a while: long enough to be in flight when the signal comes.
      const inFlight = fetch(`${base}${imagePath}?w=1920`, { headers: { accept: "image/avif" } });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const response = await inFlight;
      expect(response.status).toBe(200);
      // Its kept-alive connection is closed with it, so the keep-alive timeout does not hold the exit.
      expect(response.headers.get("connection")).toBe("close");
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
