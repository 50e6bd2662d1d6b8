import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./support/server-process.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a raw connection and reports when the server closes it, and what it answered. */
function connect(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk));
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
  return { socket, closed, answer: () => answer };
}

/** Writes `bytes` at `bytesPerSecond`, in 10 slices a second, until done or the socket closes. */
async function trickle(socket: net.Socket, bytes: Buffer, bytesPerSecond: number) {
  const slice = Math.max(1, Math.floor(bytesPerSecond / 10));
  for (let offset = 0; offset < bytes.length && !socket.destroyed; offset += slice) {
    socket.write(bytes.subarray(offset, offset + slice));
    await pause(100);
  }
}

/** A server of its own: these connections take a while and must not slow the shared one. */
describe("slow clients", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ FORM_RATE_LIMIT: "100" });
  });
  afterAll(async () => server.stop());

  it("cuts off headers that have not arrived after 30 s", async () => {
    const { socket, closed } = connect(server.baseUrl);
    const started = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const drip = setInterval(() => socket.writable && socket.write("X"), 5_000);
    const at = await closed;
    clearInterval(drip);
    expect(at - started).toBeGreaterThanOrEqual(29_000);
    expect(at - started).toBeLessThan(40_000);
  });

  it("cuts off a body that barely moves (a byte every 5 s) within 30 s of its start", async () => {
    const { socket, closed } = connect(server.baseUrl);
    const started = Date.now();
    socket.write(
      "POST /api/WebEnquiry/WebEnquiryNew HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
    );
    const drip = setInterval(() => socket.writable && socket.write(" "), 5_000);
    const at = await closed;
    clearInterval(drip);
    expect(at - started).toBeLessThan(36_000);
    // The server is well afterwards.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it("lets a photo sent at 64 kbit/s for longer than a window arrive", async () => {
    // Noise compresses badly: about 300 KB of JPEG, 38 s at 8 KB/s.
    const { data, info } = await sharp({
      create: {
        width: 560,
        height: 720,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    expect(info.size).toBeGreaterThan(8 * 1024 * 32); // more than 32 s on the line, past the first 30 s window
    const boundary = "----slow-upload";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { socket, answer } = connect(server.baseUrl);
    socket.write(
      `POST /api/uploads/photo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    await trickle(socket, body, 8 * 1024);
    await expect.poll(answer, { timeout: 30_000 }).toMatch(/^HTTP\/1\.1 200/);
    expect(answer()).toMatch(/"record":"[\w-]+"/);
  });
});
