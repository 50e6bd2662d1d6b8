import { InputField, SelectField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { PasswordMeter } from "~/components/admin/password-meter.tsx";
import { StaffPage, TableHead, staffClass } from "~/components/admin/staff-ui.tsx";
import { TableScroll } from "~/components/content/table-scroll.tsx";
import { hashPassword, passwordProblem } from "~/lib/auth/password.server.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { countSessionsByUser, deleteSessionsOfUser } from "~/models/staff-sessions.server.ts";
import { staffRoles } from "~/core/auth/staff-sections.ts";
import {
  type AccountChange,
  changeAccount,
  findUserForSignIn,
  insertUser,
  listUsers,
} from "~/models/staff-users.server.ts";
import { accountStatusSchema, changeRoleSchema, createUserSchema, endSessionsSchema } from "~/schemas/admin/users.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { writeTransaction } from "../../../db/client.ts";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["admin"]);
  const [users, sessions] = await Promise.all([
    listUsers(context.services.db),
    countSessionsByUser(context.services.db, new Date().toISOString()),
  ]);
  return { me: staff.id, users: users.map((user) => ({ ...user, sessions: sessions.get(user.id) ?? 0 })) };
}

/** The new account's fields whose words its password must not be built from (the server checks the same). */
const PERSONAL_FIELDS = ["name", "email"];

const refusals: Record<"unknown" | "self" | "last-admin" | "same-role", MessageKey> = {
  unknown: "console.users.unknown",
  self: "account.users.notYourself",
  "last-admin": "account.users.lastAdmin",
  "same-role": "account.users.sameRole",
};

/** Disable, enable or change the role of another account: audited in the same transaction as the change. */
async function changeOtherAccount(
  services: AppServices,
  staff: SignedInStaff,
  form: ReturnType<typeof consoleForm>,
  userId: number,
  change: AccountChange,
) {
  const result = await writeTransaction(services, async (trx) => {
    const changed = await changeAccount(trx, staff.id, userId, change);
    if (changed.ok)
      await recordAudit(trx, {
        userId: staff.id,
        email: staff.email,
        action: "role" in change ? "user-role-changed" : change.disabled ? "user-disabled" : "user-enabled",
        entity: "staff_users",
        entityId: userId,
        before: changed.before,
        after: { ...change, sessionsEnded: changed.endedSessions },
        ip: services.clientIp,
      });
    return changed;
  });
  if (!result.ok)
    return result.reason === "same-role"
      ? form.refuse({ fields: { role: [refusals[result.reason]] } })
      : form.refuse({ form: refusals[result.reason], status: result.reason === "unknown" ? 404 : 409 });
  if ("role" in change)
    return form.done(messageRef("account.users.roleChanged", { email: result.email, role: change.role }));
  return form.done(
    messageRef(change.disabled ? "account.users.disabledDone" : "account.users.enabledDone", { email: result.email }),
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["admin"]);
  const { db, clientIp: ip } = context.services;
  const formData = await readConsolePost(request);
  const intent = formData.get("intent");
  if (intent === "change-role") {
    const form = consoleForm(request, formData, changeRoleSchema);
    if (form.submission.status !== "success") return form.refuse();
    const { userId, role } = form.submission.value;
    return changeOtherAccount(context.services, staff, form, userId, { role });
  }
  if (intent === "disable" || intent === "enable") {
    const form = consoleForm(request, formData, accountStatusSchema);
    if (form.submission.status !== "success") return form.refuse({ form: "console.users.unknown" });
    const { userId } = form.submission.value;
    return changeOtherAccount(context.services, staff, form, userId, { disabled: intent === "disable" });
  }
  if (intent === "end-sessions") {
    const form = consoleForm(request, formData, endSessionsSchema);
    if (form.submission.status !== "success") return form.refuse({ form: "console.users.unknown" });
    const { userId } = form.submission.value;
    const ended = await deleteSessionsOfUser(db, userId);
    await recordAudit(db, {
      userId: staff.id,
      email: staff.email,
      action: "sessions-ended",
      entity: "staff_users",
      entityId: userId,
      after: { ended },
      ip,
    });
    return form.done(messageRef("console.users.sessionsEnded", { count: ended }));
  }
  const form = consoleForm(request, formData, createUserSchema, { hideFields: ["password"] });
  if (form.submission.status !== "success") return form.refuse();
  const input = form.submission.value;
  const problem = passwordProblem(input.password, form.t, [input.email, input.name]);
  if (problem) return form.refuse({ fields: { password: [problem] } });
  if (await findUserForSignIn(db, input.email))
    return form.refuse({ fields: { email: ["console.users.exists"] }, status: 409 });
  const id = await insertUser(db, { ...input, passwordHash: await hashPassword(input.password) });
  await recordAudit(db, {
    userId: staff.id,
    email: staff.email,
    action: "user-created",
    entity: "staff_users",
    entityId: id,
    after: { email: input.email, role: input.role },
    ip,
  });
  return form.done(messageRef("console.users.created", { email: input.email }));
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.users.title"),
    description: t("console.users.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { users, me } = loaderData;
  return (
    <StaffPage title={t("console.users.title")}>
      <ConsoleNotice reply={actionData} />
      <TableScroll label={t("console.users.title")}>
        <table className={staffClass.table}>
          <caption className="sr-only">{t("console.users.title")}</caption>
          <TableHead
            headings={[
              t("console.users.name"),
              t("console.users.email"),
              t("console.users.role"),
              t("account.users.status"),
              t("console.users.sessions"),
              "",
            ]}
          />
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row" className={`${staffClass.td} font-medium`}>
                  {user.name}
                </th>
                <td className={staffClass.td}>{user.email}</td>
                <td className={staffClass.td}>
                  {user.id === me ? (
                    <>
                      {user.role} {t("account.users.you")}
                    </>
                  ) : (
                    <RoleForm user={user} reply={actionData} />
                  )}
                </td>
                <td className={staffClass.td}>
                  {t(user.disabled ? "account.users.disabled" : "account.users.active")}
                </td>
                <td className={staffClass.td}>{user.sessions}</td>
                <td className={`${staffClass.td} space-y-2`}>
                  {user.id === me ? null : <StatusForm user={user} reply={actionData} />}
                  <ConsoleForm id={`end-sessions-${user.id}`} reply={actionData}>
                    {() => (
                      <>
                        <input type="hidden" name="intent" value="end-sessions" />
                        <input type="hidden" name="userId" value={user.id} />
                        <button type="submit" className={staffClass.secondary} disabled={user.sessions === 0}>
                          {t("console.users.endSessions")}
                          <span className="sr-only"> {t("console.users.endSessionsOf", { email: user.email })}</span>
                        </button>
                      </>
                    )}
                  </ConsoleForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <section aria-labelledby="new-account" className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4">
        <h2 id="new-account" className="text-lg font-semibold">
          {t("console.users.new")}
        </h2>
        <ConsoleForm
          id="create"
          reply={actionData}
          defaultValue={{ role: "editor" }}
          className="space-y-3"
          key={`create-${users.length}`}
        >
          {(fields) => (
            <>
              <input type="hidden" name="intent" value="create" />
              <InputField
                meta={fields.name!}
                label={t("console.users.name")}
                required
                maxLength={200}
                autoComplete="off"
              />
              <InputField
                meta={fields.email!}
                label={t("console.users.email")}
                type="email"
                required
                maxLength={254}
                autoComplete="off"
              />
              <SelectField
                meta={fields.role!}
                label={t("console.users.role")}
                options={staffRoles.map((role) => ({ value: role, label: role }))}
              />
              <InputField
                meta={fields.password!}
                label={t("console.users.password")}
                type="password"
                required
                minLength={8}
                autoComplete="new-password"
              />
              <PasswordMeter inputId={fields.password!.id} personalFields={PERSONAL_FIELDS} />
              <button type="submit" className={staffClass.button}>
                {t("console.users.create")}
              </button>
            </>
          )}
        </ConsoleForm>
      </section>
    </StaffPage>
  );
}

type UserRow = Route.ComponentProps["loaderData"]["users"][number];

/** Another account's role: a select and its button, in a form of their own (works without JavaScript). */
function RoleForm({ user, reply }: { user: UserRow; reply: unknown }) {
  const t = useT();
  return (
    <ConsoleForm
      id={`role-${user.id}`}
      reply={reply}
      defaultValue={{ role: user.role }}
      key={`role-${user.id}-${user.role}`}
      className="flex flex-wrap items-end gap-2"
    >
      {(fields) => (
        <>
          <input type="hidden" name="intent" value="change-role" />
          <input type="hidden" name="userId" value={user.id} />
          <SelectField
            meta={fields.role!}
            className="min-w-36"
            label={<span className="sr-only">{t("account.users.roleOf", { email: user.email })}</span>}
            options={staffRoles.map((role) => ({ value: role, label: role }))}
          />
          <button type="submit" className={staffClass.secondary}>
            {t("account.users.saveRole")}
            <span className="sr-only"> {t("account.users.actionOf", { email: user.email })}</span>
          </button>
        </>
      )}
    </ConsoleForm>
  );
}

/** Disable an active account (it is signed out at once), or enable a disabled one. */
function StatusForm({ user, reply }: { user: UserRow; reply: unknown }) {
  const t = useT();
  const intent = user.disabled ? "enable" : "disable";
  return (
    <ConsoleForm id={`status-${user.id}`} reply={reply} key={`status-${user.id}-${intent}`}>
      {() => (
        <>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="userId" value={user.id} />
          <button type="submit" className={user.disabled ? staffClass.secondary : staffClass.danger}>
            {t(user.disabled ? "account.users.enable" : "account.users.disable")}
            <span className="sr-only"> {t("account.users.actionOf", { email: user.email })}</span>
          </button>
        </>
      )}
    </ConsoleForm>
  );
}
