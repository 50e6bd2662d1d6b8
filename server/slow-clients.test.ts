import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, it } from "vitest";
import { databaseKinds } from "../tests/support/databases.ts";
import { startDemoApp } from "../tests/support/test-app.ts";
import { PHOTO_MAX_BYTES } from "../app/lib/media/photo-store.server.ts";

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

/** The 2 MB photo of a real upload: noise, which compresses badly, just under the size the form accepts. */
async function largestPhoto(): Promise<Buffer> {
  const room = PHOTO_MAX_BYTES - 8 * 1024;
  for (let quality = 98; quality > 50; quality -= 1) {
    const data = await sharp({
      create: {
        width: 1500,
        height: 1900,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality })
      .toBuffer();
    if (data.length <= room) return data;
  }
  throw new Error("no photo under the size limit");
}

const [sqlite] = await databaseKinds();

/**
 * The site's own server (the one `npm start` runs: buildApp's HTTP server and its timeouts) on a real socket. The
 * three run side by side: each takes from 30 s to over four minutes, and none disturbs the others.
 */
describe.concurrent("slow clients", () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  const server = { baseUrl: "" };
  beforeAll(async () => {
    demo = await startDemoApp(sqlite!);
    server.baseUrl = await demo.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => demo?.close());

  it("cuts off headers that have not arrived after 30 s", { timeout: 60_000 }, async ({ expect }) => {
    const { socket, closed } = connect(server.baseUrl);
    const started = Date.now();
    socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const drip = setInterval(() => socket.writable && socket.write("X"), 5_000);
    const at = await closed;
    clearInterval(drip);
    expect(at - started).toBeGreaterThanOrEqual(29_000);
    expect(at - started).toBeLessThan(40_000);
  });

  it(
    "cuts off a body that barely moves (a byte every 5 s) within 30 s of its start",
    { timeout: 60_000 },
    async ({ expect }) => {
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
    },
  );

  it(
    "lets a 2 MB photo sent at 64 kbit/s arrive, though it takes over four minutes",
    { timeout: 330_000 },
    async ({ expect }) => {
      const data = await largestPhoto();
      expect(data.length).toBeGreaterThan(1.9 * 1024 * 1024);
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
      await expect.poll(answer, { timeout: 60_000 }).toMatch(/^HTTP\/1\.1 200/);
      expect(answer()).toMatch(/"record":"[\w-]+"/);
    },
  );
});
