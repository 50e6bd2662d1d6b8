import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { fillByLabel } from "./forms-helpers.ts";
import { DESKTOP, closePage, openPage, useBrowser } from "./support/pages.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { type ServerUnderTest, createStaff, signIn } from "./support/staff.ts";

const run = promisify(execFile);
const AADHAAR = "482915736041";

/**
 * Decision 062 end to end: an application sent through the form is sealed under key 1; the site is restarted with a
 * second key and `npm run keys:rotate` re-seals the number under it while the site runs; an admin's reveal still
 * shows the number, and nobody else can reveal it.
 */
describe("the Aadhaar vault and key rotation", () => {
  const browser = useBrowser();
  // One data folder across the restart: the SQLite database and key 1 (DATA_DIR/keys/id-proof.key) stay.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-vault-"));
  const secondKey = `2:${randomBytes(32).toString("base64")}`;
  let running: RunningServer | undefined;
  let server: ServerUnderTest;

  const start = async (env: Record<string, string> = {}) => {
    running = await startServer({ DATA_DIR: dataDir, ...env });
    server = {
      baseUrl: running.baseUrl,
      dataDir,
      openDatabase: () => openDatabase(`sqlite:${path.join(dataDir, "college.db")}`),
    };
  };
  const vaultKeys = async () => {
    const database = server.openDatabase();
    const rows = await database.db.selectFrom("aadhaar_vault").select("key_id").execute();
    await database.db.destroy();
    return rows.map((row) => row.key_id);
  };

  beforeAll(async () => {
    await start();
  });
  afterAll(async () => {
    await running?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("an application sent, the key rotated with the command, and an admin's reveal still shows the number", async () => {
    const applicant = await openPage(browser(), `${server.baseUrl}/gpcet-form`, DESKTOP);
    const form = applicant.page.getByRole("form", { name: "Admission application" });
    const photo = await sharp({ create: { width: 240, height: 300, channels: 3, background: "#557799" } })
      .png()
      .toBuffer();
    await form
      .getByLabel("Photo", { exact: true })
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await form.getByRole("img", { name: "Your uploaded photo" }).waitFor();
    await fillByLabel(form, {
      Name: "Vault Applicant",
      "Date of Birth": "2008-01-20",
      Category: "ST",
      Religion: "Sarna",
      Program: "Diploma in Civil Engineering",
      "Father's Name": "Father Applicant",
      "Mother's Name": "Mother Applicant",
      "Aadhaar No / UID No": AADHAAR,
      Email: "vault.applicant@example.in",
      "Mobile No": "9123456780",
      Address: "Ward 4, Sisai Road",
      City: "Gumla",
      Pincode: "835207",
    });
    await form.getByRole("radio", { name: "Female", exact: true }).check();
    await form.getByRole("button", { name: "Submit" }).click();
    const sent = form.getByRole("status").filter({ hasText: "Application Submitted" });
    await sent.waitFor();
    const reference = /ID: (GP-\d{4}-[0-9A-Z]{6})/.exec(await sent.innerText())![1]!;
    await closePage(applicant);
    expect(await vaultKeys()).toEqual([1]);

    // A second key is added: the site restarts with it, and the command re-seals the number while the site runs.
    await running!.stop();
    running = undefined;
    await start({ ID_PROOF_KEYS: secondKey });
    const { PATH, HOME } = process.env;
    const rotated = await run(process.execPath, ["--import", "tsx", "scripts/keys-rotate.ts"], {
      env: { PATH, HOME, DATA_DIR: dataDir, ID_PROOF_KEYS: secondKey },
      timeout: 120_000,
    });
    expect(rotated.stdout).toContain("now sealed under key 2: 1 re-sealed by this run");
    expect(await vaultKeys()).toEqual([2]);
    const again = await run(process.execPath, ["--import", "tsx", "scripts/keys-rotate.ts"], {
      env: { PATH, HOME, DATA_DIR: dataDir, ID_PROOF_KEYS: secondKey },
      timeout: 120_000,
    });
    expect(again.stdout).toContain("now sealed under key 2: 0 re-sealed by this run");

    const database = server.openDatabase();
    const { id } = await database.db
      .selectFrom("applications")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    await database.db.destroy();
    const detail = `${server.baseUrl}/admin/applications/${id}`;

    // An admissions officer sees the masked number, no reveal button, and a reveal posted by hand is refused.
    const officer = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    await signIn(officer.page, await createStaff("admissions", server), server);
    await officer.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await officer.page.goto(detail);
    await officer.page.getByText("XXXX XXXX 6041").waitFor();
    expect(await officer.page.getByRole("button", { name: /Reveal/ }).count()).toBe(0);
    const forged = await officer.page.evaluate(async () => {
      const body = new FormData();
      body.set("intent", "reveal");
      const response = await fetch(location.href, { method: "POST", body });
      return { status: response.status, text: await response.text() };
    });
    expect(forged.status).toBe(403);
    expect(forged.text).not.toContain("6041");
    await closePage(officer, [/status of 403/]);

    const admin = await openPage(browser(), `${server.baseUrl}/admin/login`, DESKTOP);
    const adminAccount = await createStaff("admin", server);
    await signIn(admin.page, adminAccount, server);
    await admin.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await admin.page.goto(detail);
    await admin.page.getByRole("button", { name: /Reveal the whole Aadhaar/ }).click();
    await admin.page.getByText("4829 1573 6041").waitFor();
    await closePage(admin);

    const check = server.openDatabase();
    const audit = await check.db.selectFrom("audit_log").select(["action", "email", "entity_id"]).execute();
    await check.db.destroy();
    expect(audit.filter((entry) => entry.action === "id-proof-revealed")).toEqual([
      { action: "id-proof-revealed", email: adminAccount.email, entity_id: String(id) },
    ]);
    expect(audit.filter((entry) => entry.action === "id-proof-keys-rotated")).toHaveLength(2);
  });
});
