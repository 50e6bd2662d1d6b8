import { Link } from "react-router";
import { notFound } from "~/core/not-found.ts";
import { ContentItemsEditor } from "~/components/admin/content-items-editor.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { type ItemTarget, handleItemAction } from "~/lib/content-admin/item-actions.server.ts";
import { idSchema } from "~/lib/content-admin/list-schema.ts";
import { facultyStaffFields } from "~/lib/content-admin/lists.ts";
import { pageMeta } from "~/lib/meta.ts";
import { listContentItems } from "~/models/content-admin.server.ts";
import { findFacultyGroup } from "~/models/faculty-admin.server.ts";
import type { AppServices } from "~/context.ts";
import type { Route } from "./+types/content-faculty-group";

async function groupOrNotFound(services: AppServices, param: string) {
  const id = idSchema.safeParse(param);
  const group = id.success ? await findFacultyGroup(services.db, id.data) : undefined;
  if (!group) throw notFound();
  return group;
}

const target = (groupId: number): ItemTarget => ({
  table: "faculty_staff",
  fields: facultyStaffFields,
  nameField: "name",
  scope: { column: "group_id", value: groupId },
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const group = await groupOrNotFound(context.services, params.groupId);
  const items = await listContentItems(context.services.db, "faculty_staff", facultyStaffFields, {
    column: "group_id",
    value: group.id,
  });
  return { group, items };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const group = await groupOrNotFound(context.services, params.groupId);
  return handleItemAction(request, context.services, staff, target(group.id), await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ data: loaded, location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: loaded
      ? t("console.faculty.groupTitle", { department: loaded.group.department })
      : t("console.faculty.title"),
    description: t("console.faculty.groupDescription"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function FacultyGroupEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { group, items } = loaderData;
  const t = useT();
  return (
    <StaffPage title={t("console.faculty.groupTitle", { department: group.department })}>
      <ContentNav />
      <p>
        <Link to="/admin/content/faculty" className="text-brand-700 underline">
          {t("console.faculty.allGroups")}
        </Link>
      </p>
      <ConsoleNotice reply={actionData} />
      <ContentItemsEditor
        noun={t("console.faculty.staffNoun")}
        fields={facultyStaffFields}
        nameField="name"
        items={items}
        reply={actionData}
      />
    </StaffPage>
  );
}
