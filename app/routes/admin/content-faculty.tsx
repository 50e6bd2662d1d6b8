import { Link } from "react-router";
import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { ItemButtons, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { writeTransaction } from "../../../db/client.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { SAVED } from "~/lib/content-admin/item-actions.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { deleteContentRow, moveContentRow } from "~/models/content-admin.server.ts";
import {
  findFacultyGroup,
  insertFacultyGroup,
  listFacultyGroupsForStaff,
  renameFacultyGroup,
} from "~/models/faculty-admin.server.ts";
import { facultyGroupSchema } from "~/schemas/admin/faculty-group.ts";
import type { Route } from "./+types/content-faculty";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  return { groups: await listFacultyGroupsForStaff(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const form = consoleForm(request, await readConsolePost(request), facultyGroupSchema);
  if (form.submission.status !== "success") return form.refuse();
  const input = form.submission.value;
  const services = context.services;
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp, entity: "faculty_groups" };
  if (input.intent === "add") {
    await writeTransaction(services, async (trx) => {
      const id = await insertFacultyGroup(trx, input.department);
      await recordAudit(trx, {
        ...audit,
        action: "content-created",
        entityId: id,
        after: { department: input.department },
      });
    });
    return form.done(SAVED);
  }
  const before = await findFacultyGroup(services.db, input.id);
  if (!before) return form.refuse({ form: "console.faculty.groupGone" });
  if (input.intent === "delete" && before.staffCount > 0) {
    return form.refuse({
      form: messageRef("console.faculty.stillHasStaff", { department: before.department, count: before.staffCount }),
    });
  }
  await writeTransaction(services, async (trx) => {
    if (input.intent === "save") {
      await renameFacultyGroup(trx, input.id, input.department);
      await recordAudit(trx, {
        ...audit,
        action: "content-updated",
        entityId: input.id,
        before,
        after: await findFacultyGroup(trx, input.id),
      });
    } else if (input.intent === "delete") {
      await deleteContentRow(trx, "faculty_groups", input.id);
      await recordAudit(trx, { ...audit, action: "content-deleted", entityId: input.id, before });
    } else if (await moveContentRow(trx, "faculty_groups", input.id, input.intent)) {
      await recordAudit(trx, {
        ...audit,
        action: "content-reordered",
        entityId: input.id,
        after: { direction: input.intent },
      });
    }
  });
  return form.done(input.intent === "delete" ? "console.deleted" : SAVED);
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.faculty.title"),
    description: t("console.faculty.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function FacultyGroupsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const t = useT();
  return (
    <StaffPage title={t("console.faculty.title")}>
      <ContentNav />
      <p>
        {t("console.faculty.introBefore")}{" "}
        <a href="/core-faculty" className="text-brand-700 underline">
          {t("console.faculty.introLink")}
        </a>{" "}
        {t("console.faculty.introAfter")}
      </p>
      <ConsoleNotice reply={actionData} />
      <section aria-labelledby="add-group" className="rounded-lg border border-slate-200 p-4">
        <h2 id="add-group" className="mb-3 text-lg font-semibold">
          {t("console.faculty.addGroup")}
        </h2>
        <ConsoleForm
          id="add"
          reply={actionData}
          className="flex flex-wrap items-end gap-3"
          key={`add-${groups.length}`}
        >
          {(fields) => (
            <>
              <InputField
                meta={fields.department!}
                label={t("console.faculty.department")}
                required
                maxLength={200}
                className="min-w-64 flex-1"
              />
              <button type="submit" name="intent" value="add" className={staffClass.button}>
                {t("console.add")}
              </button>
            </>
          )}
        </ConsoleForm>
      </section>
      <section aria-labelledby="groups" className="space-y-3">
        <h2 id="groups" className="text-lg font-semibold">
          {t("console.faculty.groups", { count: groups.length })}
        </h2>
        <ol className="space-y-3">
          {groups.map((group, index) => (
            <li key={`${group.id}-${group.department}`} className="rounded-lg border border-slate-200 p-3">
              <ConsoleForm
                id={`item-${group.id}`}
                reply={actionData}
                defaultValue={{ department: group.department }}
                className="flex flex-wrap items-end gap-3"
                label={t("console.faculty.groupName", { number: index + 1, department: group.department })}
              >
                {(fields) => (
                  <>
                    <input type="hidden" name="id" value={group.id} />
                    <InputField
                      meta={fields.department!}
                      label={t("console.faculty.department")}
                      required
                      maxLength={200}
                      className="min-w-64 flex-1"
                    />
                    <Link to={`/admin/content/faculty/${group.id}`} className="py-2 text-brand-700 underline">
                      {t("console.faculty.staffOf", { department: group.department, count: group.staffCount })}
                    </Link>
                    <ItemButtons index={index} count={groups.length} />
                  </>
                )}
              </ConsoleForm>
            </li>
          ))}
        </ol>
      </section>
    </StaffPage>
  );
}
