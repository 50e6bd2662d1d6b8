/**
 * Creates a staff account (the first admin, or any other): `npm run admin:create -- --email a@b.in --name "A B"`
 * asks for what is missing; `--role admissions|editor|grievance` for other roles. There is no default account.
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { hashPassword, passwordProblem } from "../app/lib/auth/password.server.ts";
import { recordAudit } from "../app/models/audit.server.ts";
import { findUserForSignIn, insertUser, staffRoles } from "../app/models/staff-users.server.ts";
import type { StaffRole } from "../db/schema.ts";
import { loadConfig } from "../server/config.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
    password: { type: "string" },
  },
});

const prompt = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (question: string, given?: string) => (given ?? (await prompt.question(question))).trim();

const email = (await ask("E-mail: ", values.email)).toLowerCase();
const name = await ask("Name: ", values.name);
const role = values.role as StaffRole;
// Prefer the environment for the password: a command-line flag is visible to other users of the machine.
const password =
  values.password ?? process.env.ADMIN_PASSWORD ?? (await prompt.question("Password (at least 8 characters): "));
prompt.close();

const problems = [
  !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? "Give a valid e-mail address." : null,
  name ? null : "Give a name.",
  staffRoles.includes(role) ? null : `Role must be one of ${staffRoles.join(", ")}.`,
  passwordProblem(password, undefined, [email, name]),
].filter(Boolean);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}

const database = openDatabase(loadConfig().databaseUrl);
await migrateToLatest(database);
if (await findUserForSignIn(database.db, email)) {
  console.error(`An account with ${email} exists already.`);
  await database.db.destroy();
  process.exit(1);
}
const id = await insertUser(database.db, { email, name, role, passwordHash: await hashPassword(password) });
await recordAudit(database.db, {
  action: "user-created",
  entity: "staff_users",
  entityId: id,
  after: { email, role, by: "admin:create" },
});
await database.db.destroy();
console.log(`Created ${role} account ${email}. Sign in at /admin.`);
