import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type DatabaseKind, onPostgresServer, postgresDatabaseUrl } from "./databases.ts";

const run = promisify(execFile);

/** Runs one of `scripts/` (an `npm run` command) with only the settings given, as an operator on the server would. */
export function runOperatorScript(script: string, env: Record<string, string>, ...args: string[]) {
  const { PATH, HOME } = process.env;
  return run(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], {
    env: { PATH, HOME, ...env },
    timeout: 120_000,
  });
}

/**
 * A site's data folder, and a database of the kind as DATABASE_URL names it (PostgreSQL: a database of its own, for
 * a command that opens it by URL); `cleanups` gets what removes both.
 */
export async function operatorSite(kind: DatabaseKind, cleanups: (() => Promise<void> | void)[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-operator-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (kind.name === "sqlite") return { dataDir, url: `sqlite:${path.join(dataDir, "college.db")}` };
  const name = `college_operator_${randomBytes(4).toString("hex")}`;
  await onPostgresServer(`create database ${name}`);
  cleanups.push(() => onPostgresServer(`drop database if exists ${name} with (force)`));
  return { dataDir, url: postgresDatabaseUrl(name) };
}
