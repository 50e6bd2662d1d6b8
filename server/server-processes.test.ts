import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../tests/e2e/support/server-process.ts";

/** The server processes whose parent is `parent` (Linux /proc; the TypeScript loader may run a helper of its own). */
function childrenOf(parent: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        const isChild = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
        return isChild && fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("server/main.ts");
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

/** A GET on a connection of its own (no keep-alive), so that each may reach another process. */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: "close" } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      })
      .on("error", reject);
  });
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("several server processes (the production server's `npm run serve`)", () => {
  let server: RunningServer;
  // One form post per window: captcha challenges get four times the form limit, so four in all, whichever process.
  beforeAll(async () => {
    // Connections handed to the processes in turn, so that consecutive ones meet both.
    server = await startServer({
      WEB_CONCURRENCY: "2",
      FORM_RATE_LIMIT: "1",
      NODE_CLUSTER_SCHED_POLICY: "rr",
      LOG_LEVEL: "info",
    });
    // The site answers as soon as one process listens; the tests need both.
    const listening = (output: string) => output.split("Server listening at").length - 1;
    expect(listening(await until(server.output, (output) => listening(output) >= 2, 60_000))).toBe(2);
  }, 120_000);
  afterAll(() => server?.stop());

  it("runs the asked number of processes under the one started", async () => {
    expect(
      await until(
        () => childrenOf(server.child.pid!),
        (pids) => pids.length === 2,
      ),
    ).toHaveLength(2);
  });

  it("counts a visitor's requests against one limit, whichever process answers", async () => {
    const statuses = [];
    for (let request = 0; request < 10; request++)
      statuses.push(await statusOnNewConnection(`${server.baseUrl}/api/captcha/challenge`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it("replaces a process that dies, and answers meanwhile", async () => {
    const [victim, survivor] = childrenOf(server.child.pid!);
    process.kill(victim!, "SIGKILL");
    // Once the primary has seen it end (a connection handed over in the instant before is lost with the process).
    const ended = "a server process ended: starting another";
    expect(await until(server.output, (output) => output.includes(ended))).toContain(ended);
    for (let request = 0; request < 4; request++)
      expect(await statusOnNewConnection(`${server.baseUrl}/civil`)).toBe(200);
    const replaced = "a new server process serves in place of the one that ended";
    expect(await until(server.output, (output) => output.includes(replaced))).toContain(replaced);
    const pids = childrenOf(server.child.pid!);
    expect(pids).toContain(survivor);
    expect(pids).not.toContain(victim);
    expect(pids).toHaveLength(2);
  });
});
