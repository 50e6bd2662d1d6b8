/**
 * Loaded into the site with `node --import` by bench/crowd-tail.ts: records, from inside the server, when each
 * connection was accepted, how long each request took from its headers to its last byte handed to the kernel, and
 * how long each connection sat between an answer and its next request. Written as JSON to CONNECTION_LOG on exit.
 * Plain JavaScript, so that it loads before the server's own TypeScript loader.
 */
import dc from "node:diagnostics_channel";
import fs from "node:fs";
import { performance } from "node:perf_hooks";

const accepted = new WeakMap();
const answered = new WeakMap();
const started = new WeakMap();
const record = { accepts: [], firstRequestWaits: [], idleGaps: [], durations: { page: [], api: [], post: [] } };

dc.subscribe("net.server.socket", ({ socket }) => {
  const now = performance.now();
  accepted.set(socket, now);
  record.accepts.push(now);
});
dc.subscribe("http.server.request.start", ({ request }) => {
  const now = performance.now();
  const socket = request.socket;
  started.set(request, now);
  const previous = answered.get(socket);
  if (previous !== undefined) record.idleGaps.push(now - previous);
  else if (accepted.has(socket)) record.firstRequestWaits.push(now - accepted.get(socket));
});
dc.subscribe("http.server.response.finish", ({ request }) => {
  const now = performance.now();
  answered.set(request.socket, now);
  const start = started.get(request);
  if (start === undefined) return;
  const kind = request.method === "POST" ? "post" : request.url.startsWith("/api/") ? "api" : "page";
  record.durations[kind].push(now - start);
});

const write = () => fs.writeFileSync(process.env.CONNECTION_LOG, JSON.stringify(record));
process.once("SIGTERM", write);
process.once("beforeExit", write);
