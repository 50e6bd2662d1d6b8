import http from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import Fastify from "fastify";
import inject from "light-my-request";
import { afterEach, describe, expect, it } from "vitest";
import { fairTurns } from "./fair-turns.ts";

const BUSY_CONNECTIONS = 40;
const NEWCOMERS = 20;

/** Holds the thread for `ms`, as rendering a page does. */
function work(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/**
 * Clients in a thread of their own (as the crowd is not in the server's event loop): `busy` connections that each
 * send their next request as soon as the last is answered; on the message "newcomers", `newcomers` connections open
 * at once, and the thread answers "done" when each has had its answer.
 */
const CLIENTS = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { port, busy, newcomers } = workerData;
const ask = (agent) => new Promise((resolve) => {
  http.get({ host: "127.0.0.1", port, path: "/", agent }, (response) => { response.resume(); response.on("end", resolve); })
    .on("error", resolve);
});
const agent = new http.Agent({ keepAlive: true, maxSockets: busy });
let running = true;
for (let i = 0; i < busy; i++) (async () => { while (running) await ask(agent); })();
parentPort.on("message", async (message) => {
  if (message === "stop") { running = false; agent.destroy(); return; }
  await Promise.all(Array.from({ length: newcomers }, () => ask(new http.Agent({ keepAlive: false }))));
  parentPort.postMessage("done");
});
`;

/**
 * A server kept saturated by BUSY_CONNECTIONS clients; then NEWCOMERS connections open at once. Counts the answers
 * served between the first and the last of the newcomers' connections being accepted.
 */
async function answersWhileNewcomersWait(fair: boolean): Promise<number> {
  const app = Fastify({
    logger: false,
    serverFactory: (handler) => http.createServer(fair ? fairTurns(handler, 2) : handler),
  });
  let answers = 0;
  app.get("/", async () => {
    work(1);
    answers++;
    return "ok";
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  servers.push(app);
  const { port } = app.server.address() as AddressInfo;
  const clients = new Worker(CLIENTS, {
    eval: true,
    workerData: { port, busy: BUSY_CONNECTIONS, newcomers: NEWCOMERS },
  });
  try {
    // Until every busy connection is open and the server answers them turn after turn.
    while (answers < BUSY_CONNECTIONS * 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const acceptedAt: number[] = [];
    app.server.on("connection", () => acceptedAt.push(answers));
    const done = new Promise((resolve) => clients.once("message", resolve));
    clients.postMessage("newcomers");
    await done;
    clients.postMessage("stop");
    const newcomers = acceptedAt.slice(0, NEWCOMERS);
    return newcomers[newcomers.length - 1]! - newcomers[0]!;
  } finally {
    await clients.terminate();
  }
}

const servers: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe("fair turns", () => {
  it("accepts a crowd's new connections while the server is saturated, not one per round of every busy one", async () => {
    // Without the budget each turn serves all 40 busy connections before the next accept: some 20 × 40 answers.
    const unfair = await answersWhileNewcomersWait(false);
    const fair = await answersWhileNewcomersWait(true);
    expect(unfair).toBeGreaterThan(NEWCOMERS * BUSY_CONNECTIONS * 0.5);
    // With it a turn serves about 2 ms of work (two or three answers of 1 ms) before the next accept.
    expect(fair).toBeLessThan(NEWCOMERS * 5);
  });

  it("serves requests in the order they came when it defers them, and answers every one", async () => {
    const served: number[] = [];
    let firstTurnOver = false;
    let servedInFirstTurn = 0;
    const handle = fairTurns((request, response) => {
      work(1);
      served.push(Number(request.url!.slice(1)));
      if (!firstTurnOver) servedInFirstTurn++;
      response.end("ok");
    }, 2);
    // Runs in this turn's check phase, before any request deferred to a later turn.
    setImmediate(() => (firstTurnOver = true));
    const order = Array.from({ length: 12 }, (_, n) => n);
    const answers = await Promise.all(order.map((n) => inject(handle, { method: "GET", url: `/${n}` })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(order.map(() => 200));
    // Two or three fit in the first turn's budget; the rest waited for later turns.
    expect(servedInFirstTurn).toBeGreaterThan(0);
    expect(servedInFirstTurn).toBeLessThan(order.length);
    expect(served).toEqual(order);
  });
});
