import { useSearchParams } from "react-router";
import { CheckboxField, InputField } from "~/components/admin/console-fields.tsx";
import { type ConsoleFields, ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { ShowWindowFields } from "~/components/admin/show-window-fields.tsx";
import { ItemButtons, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { SubNav } from "~/components/admin/sub-nav.tsx";
import { writeTransaction } from "../../../db/client.ts";
import type { NewsKind } from "../../../db/schema.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { consoleForm, readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { SAVED } from "~/lib/content-admin/item-actions.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { sanitizeInlineHtml } from "~/core/sanitize.server.ts";
import { type MessageKey, languageOfPath, translator } from "~/messages/catalogue.ts";
import { recordAudit } from "~/models/audit.server.ts";
import {
  deleteNewsItem,
  findNewsItem,
  insertNewsItem,
  listNewsForStaff,
  moveNewsItem,
  updateNewsItem,
} from "~/models/news-admin.server.ts";
import { newsActionSchema, newsKindSchema, newsKinds } from "~/schemas/admin/news.ts";
import type { Route } from "./+types/news";

const kindLabel = (kind: NewsKind) => `console.news.kind.${kind}` as const satisfies MessageKey;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const kind = newsKindSchema.catch("SN").parse(new URL(request.url).searchParams.get("kind"));
  return { kind, items: await listNewsForStaff(context.services.db, kind) };
}

/** The second link list's titles are HTML: both languages' are sanitised before they are stored. */
const sanitizedTitles = <T extends { title: string; titleHi: string | null }>(input: T): T => ({
  ...input,
  title: sanitizeInlineHtml(input.title),
  titleHi: input.titleHi === null ? null : sanitizeInlineHtml(input.titleHi),
});

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const form = consoleForm(request, await readConsolePost(request), newsActionSchema);
  if (form.submission.status !== "success") return form.refuse();
  const input = form.submission.value;
  const services = context.services;
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp, entity: "news_items" };
  await writeTransaction(services, async (trx) => {
    if (input.intent === "add") {
      const clean = input.kind === "IM" ? sanitizedTitles(input) : input;
      const id = await insertNewsItem(trx, input.kind, clean);
      await recordAudit(trx, { ...audit, action: "content-created", entityId: id, after: clean });
      return;
    }
    const before = await findNewsItem(trx, input.id);
    if (!before) return;
    if (input.intent === "save") {
      const clean = before.kind === "IM" ? sanitizedTitles(input) : input;
      await updateNewsItem(trx, input.id, clean);
      await recordAudit(trx, {
        ...audit,
        action: "content-updated",
        entityId: input.id,
        before,
        after: await findNewsItem(trx, input.id),
      });
    } else if (input.intent === "delete") {
      await deleteNewsItem(trx, input.id);
      await recordAudit(trx, { ...audit, action: "content-deleted", entityId: input.id, before });
    } else {
      await moveNewsItem(trx, input.id, input.intent);
      await recordAudit(trx, {
        ...audit,
        action: "content-reordered",
        entityId: input.id,
        after: { direction: input.intent },
      });
    }
  });
  return form.done(SAVED);
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.news.title"),
    description: t("console.news.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

function ItemFields({ fields }: { fields: ConsoleFields }) {
  const t = useT();
  return (
    <>
      <InputField
        meta={fields.title!}
        label={t("console.news.itemTitle")}
        required
        maxLength={1000}
        className="min-w-64 flex-1"
      />
      <InputField
        meta={fields.titleHi!}
        label={t("console.news.itemTitleHi")}
        hint={t("console.news.itemTitleHiHint")}
        lang="hi"
        maxLength={1000}
        className="min-w-64 flex-1"
      />
      <InputField
        meta={fields.targetLink!}
        label={t("console.news.link")}
        maxLength={2000}
        placeholder={t("console.news.linkPlaceholder")}
        className="min-w-48 flex-1"
      />
      <CheckboxField meta={fields.isNew!} label={t("console.news.markedNew")} />
      <CheckboxField meta={fields.published!} label={t("console.published")} />
      <ShowWindowFields fields={fields} />
    </>
  );
}

export default function NewsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, items } = loaderData;
  const [params] = useSearchParams();
  const t = useT();
  return (
    <StaffPage title={t("console.news.title")}>
      <SubNav
        label={t("console.news.lists")}
        links={newsKinds.map((k) => ({ to: `?kind=${k}`, label: t(kindLabel(k)), current: k === kind }))}
      />
      <ConsoleNotice reply={actionData} />
      <section aria-labelledby="add-item" className="rounded-lg border border-slate-200 p-4">
        <h2 id="add-item" className="mb-3 text-lg font-semibold">
          {t("console.news.addTo", { list: t(kindLabel(kind)) })}
        </h2>
        <ConsoleForm
          id={`add-${kind}`}
          reply={actionData}
          defaultValue={{ published: true }}
          className="flex flex-wrap items-end gap-3"
          key={`add-${kind}-${params.toString()}-${items.length}`}
        >
          {(fields) => (
            <>
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="kind" value={kind} />
              <ItemFields fields={fields} />
              <button type="submit" className={staffClass.button}>
                {t("console.add")}
              </button>
            </>
          )}
        </ConsoleForm>
      </section>
      <ol className="space-y-3">
        {items.map((item, index) => (
          <li key={item.id} className="rounded-lg border border-slate-200 p-3">
            <ConsoleForm
              id={`item-${item.id}`}
              reply={actionData}
              defaultValue={item}
              className="flex flex-wrap items-end gap-3"
              label={t("console.news.itemName", { number: index + 1, title: item.title })}
            >
              {(fields) => (
                <>
                  <input type="hidden" name="id" value={item.id} />
                  <ItemFields fields={fields} />
                  <ItemButtons index={index} count={items.length} />
                </>
              )}
            </ConsoleForm>
          </li>
        ))}
      </ol>
    </StaffPage>
  );
}
