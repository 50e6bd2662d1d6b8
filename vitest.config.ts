import { defineConfig } from "vitest/config";
import { RunOrder } from "./tests/support/run-order.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    sequence: { sequencer: RunOrder },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "db/**/*.test.ts",
            "content/**/*.test.ts",
            "scripts/**/*.test.ts",
            "*.test.ts",
          ],
          environment: "node",
          // Three files at a time on two cores: most integration files wait on a database, a socket or a clock, and
          // server/slow-clients.test.ts waits for over four minutes, most of it idle.
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/support/global-setup.ts"],
          environment: "node",
          fileParallelism: false,
          // The route sweeps open their pages a few at a time (`it.concurrent`): much of a page's check is waiting on
          // the network going quiet and on the server, which another page's check can use.
          maxConcurrency: 3,
          // A sweep of pages (axe, the HTML checker) takes minutes when two groups share two cores
          // (scripts/e2e-halves.sh); a timeout only catches a test that hangs.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // What a journey waits for (expect.poll) may take seconds on a busy machine: 15 s unless a test says otherwise.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
