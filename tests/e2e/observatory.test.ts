import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureAnswers, observatoryScore } from "../../scripts/observatory/score.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";

const SITE_URL = "https://college.test";

/**
 * The MDN HTTP Observatory's score of the site's own answers (`npm run observatory` prints the same): the built
 * server with an https address behind a trusted proxy, which sends plain HTTP on to HTTPS.
 */
describe("MDN HTTP Observatory score", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SITE_URL, TRUST_PROXY: "1" });
  });
  afterAll(async () => server?.stop());

  // The home page runs React; the about page has only the shell script.
  for (const pagePath of ["/", "/about-us"]) {
    it(`is at least 125 for ${pagePath}, rendered and from the page cache: default-src 'none', integrity`, async () => {
      const scored = new Set<string>();
      // The first answer is rendered; the page cache keeps it once the start's own content writes are seen.
      const deadline = Date.now() + 10_000;
      while (!scored.has("hit") && Date.now() < deadline) {
        const answers = await captureAnswers(server.baseUrl, pagePath);
        expect(answers.page.status).toBe(200);
        expect(answers.http.status).toBe(301);
        const result = observatoryScore(SITE_URL, answers);
        const outcome = Object.fromEntries(result.tests.map((test) => [test.name, test.result]));
        expect(outcome["content-security-policy"]).toBe("csp-implemented-with-no-unsafe-default-src-none");
        expect(outcome["subresource-integrity"]).toBe("sri-implemented-and-all-scripts-loaded-securely");
        expect(result.tests.filter((test) => !test.pass)).toEqual([]);
        expect(result.score).toBeGreaterThanOrEqual(125);
        scored.add(String(answers.page.headers["x-page-cache"]));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect([...scored].sort()).toEqual(["hit", "miss"]);
    });
  }
});
