import { Form, data } from "react-router";
import { z } from "zod";
import { Notice, StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { hashPassword, passwordProblem } from "~/lib/auth/password.server.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { pageMeta } from "~/lib/meta.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { countSessionsByUser, deleteSessionsOfUser } from "~/models/staff-sessions.server.ts";
import { staffRoles } from "~/core/auth/staff-sections.ts";
import { findUserForSignIn, insertUser, listUsers } from "~/models/staff-users.server.ts";
import type { Route } from "./+types/users";

const createSchema = z.object({
  intent: z.literal("create"),
  name: z.string().trim().min(1, "Enter a name").max(200),
  email: z.email("Enter a valid e-mail address").max(254),
  role: z.enum(["admin", "admissions", "editor"]),
  password: z.string().max(256),
});
const endSchema = z.object({ intent: z.literal("end-sessions"), userId: z.coerce.number().int().positive() });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admin"]);
  const [users, sessions] = await Promise.all([
    listUsers(context.services.db),
    countSessionsByUser(context.services.db, new Date().toISOString()),
  ]);
  return { users: users.map((user) => ({ ...user, sessions: sessions.get(user.id) ?? 0 })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["admin"]);
  const { db, clientIp: ip } = context.services;
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "end-sessions") {
    const parsed = endSchema.safeParse(form);
    if (!parsed.success) return data({ ok: false, message: "Unknown account." }, { status: 400 });
    const ended = await deleteSessionsOfUser(db, parsed.data.userId);
    await recordAudit(db, {
      userId: staff.id,
      email: staff.email,
      action: "sessions-ended",
      entity: "staff_users",
      entityId: parsed.data.userId,
      after: { ended },
      ip,
    });
    return { ok: true, message: `Ended ${ended} session(s).` };
  }
  const parsed = createSchema.safeParse(form);
  if (!parsed.success)
    return data({ ok: false, message: parsed.error.issues.map((i) => i.message).join(". ") }, { status: 400 });
  const problem = passwordProblem(parsed.data.password);
  if (problem) return data({ ok: false, message: problem }, { status: 400 });
  if (await findUserForSignIn(db, parsed.data.email))
    return data({ ok: false, message: "An account with this e-mail exists already." }, { status: 409 });
  const id = await insertUser(db, { ...parsed.data, passwordHash: await hashPassword(parsed.data.password) });
  await recordAudit(db, {
    userId: staff.id,
    email: staff.email,
    action: "user-created",
    entity: "staff_users",
    entityId: id,
    after: { email: parsed.data.email, role: parsed.data.role },
    ip,
  });
  return { ok: true, message: `Account created for ${parsed.data.email}.` };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Staff accounts",
    description: "Staff accounts of the console.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StaffPage title="Staff accounts">
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <TableScroll label="Staff accounts">
        <table className={staffClass.table}>
          <caption className="sr-only">Staff accounts</caption>
          <TableHead headings={["Name", "E-mail", "Role", "Active sessions", ""]} />
          <tbody>
            {loaderData.users.map((user) => (
              <tr key={user.id}>
                <th scope="row" className={`${staffClass.td} font-medium`}>
                  {user.name}
                </th>
                <td className={staffClass.td}>{user.email}</td>
                <td className={staffClass.td}>{user.role}</td>
                <td className={staffClass.td}>{user.sessions}</td>
                <td className={staffClass.td}>
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-sessions" />
                    <input type="hidden" name="userId" value={user.id} />
                    <button type="submit" className={staffClass.secondary} disabled={user.sessions === 0}>
                      End sessions<span className="sr-only"> of {user.email}</span>
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <section aria-labelledby="new-account" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 id="new-account" className="text-lg font-semibold">
          New account
        </h2>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="create" />
          <label className={staffClass.label}>
            Name
            <input name="name" required maxLength={200} autoComplete="off" className={staffClass.input} />
          </label>
          <label className={staffClass.label}>
            E-mail
            <input name="email" type="email" required maxLength={254} autoComplete="off" className={staffClass.input} />
          </label>
          <label className={staffClass.label}>
            Role
            <select name="role" className={staffClass.input} defaultValue="editor">
              {staffRoles.map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          </label>
          <label className={staffClass.label}>
            Password (at least 8 characters)
            <input
              name="password"
              type="password"
              required
              minLength={8}
              autoComplete="new-password"
              className={staffClass.input}
            />
          </label>
          <button type="submit" className={staffClass.button}>
            Create account
          </button>
        </Form>
      </section>
    </StaffPage>
  );
}
