import { describe, expect, it } from "vitest";
import { startServer } from "./support/server-process.ts";

/** A server of its own, whose output this test reads from the first line on. */
describe("the server's log", () => {
  it("is JSON lines only: a POST to a page that takes none gets 405 quietly, with no stack trace anywhere", async () => {
    const server = await startServer({ LOG_LEVEL: "info" });
    let stdout = "";
    let stderr = "";
    server.child.stdout?.on("data", (chunk) => (stdout += chunk));
    server.child.stderr?.on("data", (chunk) => (stderr += chunk));
    try {
      for (const path of ["/civil", "/civil.data", "/fees"]) {
        const response = await fetch(`${server.baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "a=1",
        });
        expect(response.status, path).toBe(405);
      }
      const logged = await fetch(`${server.baseUrl}/healthz`);
      expect(logged.status).toBe(200);
    } finally {
      await server.stop();
    }
    expect(stderr).toBe("");
    const lines = stdout.split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(stdout).not.toContain("did not provide an `action`");
    // Every request's answer is in the log with its id, the refused posts among them.
    const answered = lines.map((line) => JSON.parse(line) as { reqId?: string; res?: { statusCode?: number } });
    expect(answered.filter((entry) => entry.res?.statusCode === 405 && entry.reqId).length).toBe(3);
  });
});
