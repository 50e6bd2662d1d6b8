import { InputField, SelectField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { HindiLabelField, MenuEntries, type PlaceOption, placeOptions } from "~/components/admin/menu-editor.tsx";
import { StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { buildMenu } from "~/core/menu.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { readMenuRows, unpublishedPagePaths } from "~/models/menu.server.ts";
import { handleMenuAction } from "./menu-actions.server.ts";
import type { Route } from "./+types/menu";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const rows = await readMenuRows(context.services.db);
  const unpublished = await unpublishedPagePaths(context.services.db);
  return { menu: buildMenu(rows, "editor"), rows: rows.length, unpublished };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  return handleMenuAction(request, context.services, staff, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.menu.title"),
    description: t("console.menu.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

function AddForm({
  variant: kind,
  places,
  reply,
  count,
}: {
  variant: "link" | "group";
  places: PlaceOption[];
  reply: unknown;
  count: number;
}) {
  const t = useT();
  const id = `add-${kind}`;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {t(kind === "link" ? "console.menu.addLink" : "console.menu.addGroup")}
      </h2>
      <ConsoleForm
        id={id}
        reply={reply}
        defaultValue={{ place: "header" }}
        className="flex flex-wrap items-start gap-3"
        key={`${id}-${count}`}
      >
        {(fields) => (
          <>
            <InputField
              meta={fields.label!}
              label={t("console.menu.label")}
              required
              maxLength={60}
              className="min-w-48 flex-1"
            />
            <HindiLabelField meta={fields.labelHi!} className="min-w-48 flex-1" />
            {kind === "link" ? (
              <InputField
                meta={fields.target!}
                label={t("console.menu.target")}
                hint={t("console.menu.targetHint")}
                required
                maxLength={500}
                className="min-w-48 flex-1"
              />
            ) : null}
            <SelectField
              meta={fields.place!}
              label={t("console.menu.place")}
              options={places}
              className="min-w-48 flex-1"
            />
            <button type="submit" name="intent" value={`add-${kind}`} className={`${staffClass.button} mt-6`}>
              {t(kind === "link" ? "console.menu.addLinkButton" : "console.menu.addGroupButton")}
            </button>
          </>
        )}
      </ConsoleForm>
    </section>
  );
}

export default function MenuAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { menu, rows, unpublished } = loaderData;
  const t = useT();
  const places = placeOptions(t, menu.header);
  const linkPlaces = [...places, { value: "footer", label: t("console.menu.place.footer"), depth: -1 }];
  const groupPlaces = places.filter((place) => place.depth < 1);
  return (
    <StaffPage title={t("console.menu.title")}>
      <p>{t("console.menu.intro")}</p>
      <ConsoleNotice reply={actionData} />
      <AddForm variant="link" places={linkPlaces} reply={actionData} count={rows} />
      <AddForm variant="group" places={groupPlaces} reply={actionData} count={rows} />
      <section aria-labelledby="header-menu" className="space-y-3">
        <h2 id="header-menu" className="text-xl font-semibold">
          {t("console.menu.header")}
        </h2>
        <MenuEntries entries={menu.header} places={linkPlaces} reply={actionData} depth={0} unpublished={unpublished} />
      </section>
      <section aria-labelledby="footer-menu" className="space-y-3">
        <h2 id="footer-menu" className="text-xl font-semibold">
          {t("console.menu.footer")}
        </h2>
        <MenuEntries
          entries={menu.footer}
          places={linkPlaces}
          reply={actionData}
          depth={0}
          footer
          unpublished={unpublished}
        />
      </section>
    </StaffPage>
  );
}
