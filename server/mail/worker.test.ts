import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enqueueMail, findOutboxMessage, requeueFailed, retryDelayMs } from "../../app/models/mail-outbox.server.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { type TestSmtpServer, closedPort, startTestSmtpServer } from "../../tests/support/smtp-server.ts";
import { loadConfig } from "../config.ts";
import { smtpTransport } from "./smtp-transport.ts";
import { startMailWorker } from "./start.ts";
import { MAX_ATTEMPTS, type MailWorker, createMailWorker } from "./worker.ts";

const kinds = await databaseKinds();
const FROM = "GPCET Gumla <office@college.test>";
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(kinds)("mail worker on $name with a real SMTP server on loopback", (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  const workers: MailWorker[] = [];

  const workerFor = (port: number) => {
    const worker = createMailWorker({
      database,
      transport: smtpTransport({ host: "127.0.0.1", port, secure: false, from: FROM }),
      pollMs: 60_000,
      log: silent,
    });
    workers.push(worker);
    return worker;
  };
  const queue = (
    to: string,
    subject = "Application GP-2026-7K3Q9M received",
    text = "Your application ID is GP-2026-7K3Q9M.",
  ) =>
    enqueueMail(database.db, [
      { to, subject, text, purpose: "acknowledgement", submission: { kind: "applications", id: 1 } },
    ]);
  const onlyMessage = async () => await database.db.selectFrom("mail_outbox").selectAll().executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => database.cleanup());
  beforeEach(async () => {
    await database.db.deleteFrom("mail_outbox").execute();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await smtp?.close();
    smtp = undefined;
  });

  it("delivers a queued message: the server receives it from MAIL_FROM with its subject and text; the outbox says sent", async () => {
    smtp = await startTestSmtpServer();
    await queue("rohit.kujur@example.in");
    expect(await workerFor(smtp.port).runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(["rohit.kujur@example.in"]);
    expect(mail!.parsed.from?.text).toBe('"GPCET Gumla" <office@college.test>');
    expect(mail!.parsed.subject).toBe("Application GP-2026-7K3Q9M received");
    expect(mail!.parsed.text?.trim()).toBe("Your application ID is GP-2026-7K3Q9M.");
    expect(await onlyMessage()).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect((await onlyMessage()).sent_at).not.toBeNull();
  });

  it("with the server down schedules a retry a minute later, then delivers once the server is back", async () => {
    const port = await closedPort();
    await queue("rohit.kujur@example.in");
    const worker = workerFor(port);
    const t0 = new Date();
    expect(await worker.runOnce(t0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await onlyMessage();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(waiting.next_attempt_at) - t0.getTime()).toBe(60_000);

    smtp = await startTestSmtpServer({ port });
    // Not due yet: nothing is tried before the backoff has passed.
    expect(await worker.runOnce(new Date(t0.getTime() + 59_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(await worker.runOnce(new Date(t0.getTime() + 60_000))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.parsed.subject)).toEqual(["Application GP-2026-7K3Q9M received"]);
    expect(await onlyMessage()).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("waits 1, 2, 4 … minutes between attempts, gives up after the last with the error kept; an admin's retry sends it", async () => {
    const port = await closedPort();
    await queue("rohit.kujur@example.in");
    const worker = workerFor(port);
    let now = Date.now();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await worker.runOnce(new Date(now));
      const message = await onlyMessage();
      expect(message.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(message.status).toBe("pending");
        delays.push((Date.parse(message.next_attempt_at) - now) / 60_000);
        now = Date.parse(message.next_attempt_at);
      }
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    const failed = await onlyMessage();
    expect(failed.status).toBe("failed");
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(await worker.runOnce(new Date(now + 24 * 3600_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    smtp = await startTestSmtpServer({ port });
    expect(await requeueFailed(database.db, failed.id)).toBe(true);
    expect(await requeueFailed(database.db, failed.id)).toBe(false);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up at once when the server refuses the recipient for good (5xx), keeping its reply", async () => {
    smtp = await startTestSmtpServer({ refuseRecipients: 550 });
    await queue("nobody@example.in");
    expect(await workerFor(smtp.port).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const message = await onlyMessage();
    expect(message).toMatchObject({ status: "failed", attempts: 1 });
    expect(message.last_error).toMatch(/550/);
  });

  it("never sends a message twice: overlapping rounds and a second worker on the same outbox", async () => {
    smtp = await startTestSmtpServer();
    for (let i = 0; i < 6; i++) await queue(`person${i}@example.in`, `Message ${i}`);
    const first = workerFor(smtp.port);
    const second = workerFor(smtp.port);
    const results = await Promise.all([first.runOnce(), first.runOnce(), second.runOnce(), second.runOnce()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(6);
    expect(smtp.received.map((m) => m.parsed.subject).sort()).toEqual([
      "Message 0",
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
    ]);
  });

  it("a claim whose worker went away is taken up again once its lease has run out", async () => {
    smtp = await startTestSmtpServer();
    await queue("rohit.kujur@example.in");
    const { id } = await onlyMessage();
    // A worker claimed it and died before sending.
    await database.db
      .updateTable("mail_outbox")
      .set({ status: "sending", next_attempt_at: new Date(Date.now() + 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    const worker = workerFor(smtp.port);
    expect((await worker.runOnce()).sent).toBe(0);
    expect((await worker.runOnce(new Date(Date.now() + 2000))).sent).toBe(1);
    expect((await findOutboxMessage(database.db, id))?.status).toBe("sent");
  });

  it("from the configuration: signs in with SMTP_USER and SMTP_PASSWORD and sends what is queued later by polling", async () => {
    smtp = await startTestSmtpServer({ auth: { user: "mailer", pass: "s3cret-pass" } });
    const config = loadConfig({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      SMTP_USER: "mailer",
      SMTP_PASSWORD: "s3cret-pass",
      MAIL_FROM: FROM,
      MAIL_POLL_SECONDS: "0.2",
    });
    await queue("first@example.in", "First");
    const worker = startMailWorker(config.mail, database, silent)!;
    workers.push(worker);
    const received = smtp.received;
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    await queue("second@example.in", "Second");
    await expect.poll(() => received.map((m) => m.parsed.subject), { timeout: 10_000 }).toEqual(["First", "Second"]);
  });

  it("a nudge sends a new message without waiting for the next poll", async () => {
    smtp = await startTestSmtpServer();
    const config = loadConfig({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: FROM,
      MAIL_POLL_SECONDS: "3600",
    });
    const worker = startMailWorker(config.mail, database, silent)!;
    workers.push(worker);
    await queue("rohit.kujur@example.in", "Nudged");
    worker.nudge();
    const received = smtp.received;
    await expect.poll(() => received.map((m) => m.parsed.subject), { timeout: 10_000 }).toEqual(["Nudged"]);
  });

  it("a backlog larger than one round is sent in rounds one after another, without waiting for the next poll", async () => {
    smtp = await startTestSmtpServer();
    for (let i = 0; i < 25; i++) await queue(`person${i}@example.in`, `Backlog ${i}`);
    const worker = createMailWorker({
      database,
      transport: smtpTransport({ host: "127.0.0.1", port: smtp.port, secure: false, from: FROM }),
      pollMs: 3_600_000,
      batchSize: 10,
      log: silent,
    });
    workers.push(worker);
    worker.start();
    const received = smtp.received;
    await expect.poll(() => received.length, { timeout: 20_000 }).toBe(25);
  });

  it("with no SMTP configured nothing is sent: messages stay pending for the console", async () => {
    await queue("rohit.kujur@example.in");
    expect(startMailWorker(loadConfig({}).mail, database, silent)).toBeNull();
    expect(await onlyMessage()).toMatchObject({ status: "pending", attempts: 0, sent_at: null });
  });
});

describe("retry delays", () => {
  it("double from a minute and stop growing at an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});
