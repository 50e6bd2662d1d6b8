import { Form, data, useSearchParams } from "react-router";
import { z } from "zod";
import { ShowWindowFields } from "~/components/admin/show-window-fields.tsx";
import { ItemButtons, Notice, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { SubNav } from "~/components/admin/sub-nav.tsx";
import { writeTransaction } from "../../../db/client.ts";
import type { NewsKind } from "../../../db/schema.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { pageMeta } from "~/lib/meta.ts";
import { sanitizeInlineHtml } from "~/core/sanitize.server.ts";
import { showWindowShape, windowInOrder, windowOrderMessage } from "~/core/show-window.ts";
import { recordAudit } from "~/models/audit.server.ts";
import {
  deleteNewsItem,
  findNewsItem,
  insertNewsItem,
  listNewsForStaff,
  moveNewsItem,
  updateNewsItem,
} from "~/models/news-admin.server.ts";
import type { Route } from "./+types/news";

const kinds: { kind: NewsKind; label: string }[] = [
  { kind: "SN", label: "Latest news (ticker)" },
  { kind: "NB", label: "Notice board" },
  { kind: "UL", label: "Useful links" },
  { kind: "IL", label: "Important links" },
  { kind: "SM", label: "Social links" },
  { kind: "IM", label: "Quick links (formatted titles)" },
];
const kindSchema = z.enum(["SN", "NB", "UL", "IL", "SM", "IM"]);
const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

const itemSchema = z.object({
  title: z.string().trim().min(1, "Enter a title").max(1000, "Use at most 1000 characters"),
  targetLink: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (link) => link === "" || link.startsWith("/") || /^https?:\/\//.test(link),
      "Use a path like /fees or a full https:// address",
    ),
  isNew: checkbox,
  published: checkbox,
  ...showWindowShape,
});

const actionSchema = z
  .discriminatedUnion("intent", [
    z.object({ intent: z.literal("add"), kind: kindSchema, ...itemSchema.shape }),
    z.object({ intent: z.literal("save"), id: z.coerce.number().int().positive(), ...itemSchema.shape }),
    z.object({ intent: z.enum(["delete", "up", "down"]), id: z.coerce.number().int().positive() }),
  ])
  .refine((input) => !("showFrom" in input) || windowInOrder(input), windowOrderMessage);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const kind = kindSchema.catch("SN").parse(new URL(request.url).searchParams.get("kind"));
  return { kind, items: await listNewsForStaff(context.services.db, kind) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    return data({ ok: false as const, message: parsed.error.issues.map((i) => i.message).join(". ") }, { status: 400 });
  const input = parsed.data;
  const services = context.services;
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp, entity: "news_items" };
  await writeTransaction(services, async (trx) => {
    if (input.intent === "add") {
      const clean = { ...input, title: input.kind === "IM" ? sanitizeInlineHtml(input.title) : input.title };
      const id = await insertNewsItem(trx, input.kind, clean);
      await recordAudit(trx, { ...audit, action: "content-created", entityId: id, after: clean });
      return;
    }
    const before = await findNewsItem(trx, input.id);
    if (!before) return;
    if (input.intent === "save") {
      const clean = { ...input, title: before.kind === "IM" ? sanitizeInlineHtml(input.title) : input.title };
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
  return { ok: true as const, message: "Saved. The public site shows the change now." };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "News and links",
    description: "Edit the news, notices and link lists of the site.",
    location,
    matches,
    social: false,
    noindex: true,
  });

function ItemFields({
  item,
}: {
  item?: { title: string; targetLink: string; isNew: boolean; published: boolean; showFrom: string; showUntil: string };
}) {
  return (
    <>
      <label className={`${staffClass.label} min-w-64 flex-1`}>
        Title
        <input name="title" defaultValue={item?.title} required maxLength={1000} className={staffClass.input} />
      </label>
      <label className={`${staffClass.label} min-w-48 flex-1`}>
        Link
        <input
          name="targetLink"
          defaultValue={item?.targetLink}
          maxLength={2000}
          placeholder="/fees or https://…"
          className={staffClass.input}
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isNew" defaultChecked={item?.isNew} className="h-5 w-5" /> Marked new
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="published" defaultChecked={item?.published ?? true} className="h-5 w-5" />{" "}
        Published
      </label>
      <ShowWindowFields showFrom={item?.showFrom} showUntil={item?.showUntil} />
    </>
  );
}

export default function NewsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, items } = loaderData;
  const [params] = useSearchParams();
  return (
    <StaffPage title="News and links">
      <SubNav
        label="Lists"
        links={kinds.map((k) => ({ to: `?kind=${k.kind}`, label: k.label, current: k.kind === kind }))}
      />
      {actionData ? <Notice tone={actionData.ok ? "ok" : "error"}>{actionData.message}</Notice> : null}
      <section aria-labelledby="add-item" className="rounded-lg border border-slate-200 p-4">
        <h2 id="add-item" className="mb-3 text-lg font-semibold">
          Add to {kinds.find((k) => k.kind === kind)?.label}
        </h2>
        <Form
          method="post"
          className="flex flex-wrap items-end gap-3"
          key={`add-${kind}-${params.toString()}-${items.length}`}
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="kind" value={kind} />
          <ItemFields />
          <button type="submit" className={staffClass.button}>
            Add
          </button>
        </Form>
      </section>
      <ol className="space-y-3">
        {items.map((item, index) => (
          <li key={item.id} className="rounded-lg border border-slate-200 p-3">
            <Form
              method="post"
              className="flex flex-wrap items-end gap-3"
              aria-label={`Item ${index + 1}: ${item.title}`}
            >
              <input type="hidden" name="id" value={item.id} />
              <ItemFields item={item} />
              <ItemButtons index={index} count={items.length} />
            </Form>
          </li>
        ))}
      </ol>
    </StaffPage>
  );
}
