import { notFound } from "~/core/not-found.ts";
import { ContentItemsEditor } from "~/components/admin/content-items-editor.tsx";
import { ContentNav } from "~/components/admin/content-nav.tsx";
import { ConsoleNotice } from "~/components/admin/console-form.tsx";
import { StaffPage } from "~/components/admin/staff-ui.tsx";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { handleItemAction } from "~/lib/content-admin/item-actions.server.ts";
import { findContentList } from "~/lib/content-admin/lists.ts";
import { pageMeta } from "~/lib/meta.ts";
import { listContentItems } from "~/models/content-admin.server.ts";
import type { Route } from "./+types/content-list";

function listOrNotFound(slug: string) {
  const list = findContentList(slug);
  if (!list) throw notFound();
  return list;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const list = listOrNotFound(params.list);
  return { slug: list.slug, items: await listContentItems(context.services.db, list.table, list.fields) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const list = listOrNotFound(params.list);
  return handleItemAction(request, context.services, staff, list, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ data: loaded, location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t(findContentList(loaded?.slug)?.titleKey ?? "console.content.title"),
    description: t("console.content.listDescription"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function ContentListEditor({ loaderData, actionData }: Route.ComponentProps) {
  const list = findContentList(loaderData.slug)!;
  const t = useT();
  return (
    <StaffPage title={t(list.titleKey)}>
      <ContentNav />
      <p>
        {t("console.content.shownOn")}{" "}
        <a href={list.publicPath} className="text-brand-700 underline">
          {list.publicPath === "/" ? t("console.content.homePage") : list.publicPath}
        </a>
        .
      </p>
      <ConsoleNotice reply={actionData} />
      <ContentItemsEditor
        noun={t(list.nounKey)}
        fields={list.fields}
        nameField={list.nameField}
        items={loaderData.items}
        reply={actionData}
      />
    </StaffPage>
  );
}
