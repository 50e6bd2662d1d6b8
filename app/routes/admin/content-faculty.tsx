import { Form, Link } from "react-router";
import { z } from "zod";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { ItemButtons, Notice, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { writeTransaction } from "../../../db/client.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { SAVED, refuse } from "~/lib/content-admin/item-actions.server.ts";
import { idSchema, issuesMessage } from "~/lib/content-admin/list-schema.ts";
import { pageMeta } from "~/lib/meta.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { deleteContentRow, moveContentRow } from "~/models/content-admin.server.ts";
import {
  findFacultyGroup,
  insertFacultyGroup,
  listFacultyGroupsForStaff,
  renameFacultyGroup,
} from "~/models/faculty-admin.server.ts";
import type { Route } from "./+types/content-faculty";

const department = z
  .string({ error: "Enter the department" })
  .trim()
  .min(1, "Enter the department")
  .max(200, "Department: use at most 200 characters");
const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), department }),
  z.object({ intent: z.literal("save"), id: idSchema, department }),
  z.object({ intent: z.enum(["delete", "up", "down"]), id: idSchema }),
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  return { groups: await listFacultyGroupsForStaff(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return refuse(issuesMessage(parsed.error));
  const input = parsed.data;
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
    return { ok: true, message: SAVED };
  }
  const before = await findFacultyGroup(services.db, input.id);
  if (!before) return refuse("That group no longer exists; reload the page.");
  if (input.intent === "delete" && before.staffCount > 0) {
    return refuse(`${before.department} still has ${before.staffCount} staff: delete them first, or hide them.`);
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
  return { ok: true, message: input.intent === "delete" ? "Deleted." : SAVED };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Faculty",
    description: "Edit the faculty groups and their staff.",
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function FacultyGroupsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <StaffPage title="Faculty">
      <ContentNav />
      <p>
        Groups (departments) in the order the{" "}
        <a href="/core-faculty" className="text-brand-700 underline">
          faculty page
        </a>{" "}
        shows them; a group without published staff is not shown.
      </p>
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <section aria-labelledby="add-group" className="rounded-lg border border-slate-200 p-4">
        <h2 id="add-group" className="mb-3 text-lg font-semibold">
          Add a group
        </h2>
        <Form method="post" className="flex flex-wrap items-end gap-3" key={`add-${groups.length}`}>
          <label className={`${staffClass.label} min-w-64 flex-1`}>
            Department
            <input name="department" required maxLength={200} className={staffClass.input} />
          </label>
          <button type="submit" name="intent" value="add" className={staffClass.button}>
            Add
          </button>
        </Form>
      </section>
      <section aria-labelledby="groups" className="space-y-3">
        <h2 id="groups" className="text-lg font-semibold">
          Groups in display order ({groups.length})
        </h2>
        <ol className="space-y-3">
          {groups.map((group, index) => (
            <li key={`${group.id}-${group.department}`} className="rounded-lg border border-slate-200 p-3">
              <Form
                method="post"
                className="flex flex-wrap items-end gap-3"
                aria-label={`Group ${index + 1}: ${group.department}`}
              >
                <input type="hidden" name="id" value={group.id} />
                <label className={`${staffClass.label} min-w-64 flex-1`}>
                  Department
                  <input
                    name="department"
                    required
                    maxLength={200}
                    defaultValue={group.department}
                    className={staffClass.input}
                  />
                </label>
                <Link to={`/admin/content/faculty/${group.id}`} className="py-2 text-brand-700 underline">
                  Staff of {group.department} ({group.staffCount})
                </Link>
                <ItemButtons index={index} count={groups.length} />
              </Form>
            </li>
          ))}
        </ol>
      </section>
    </StaffPage>
  );
}
