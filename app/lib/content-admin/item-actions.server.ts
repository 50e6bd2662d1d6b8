import { z } from "zod";
import type { AppServices } from "../../context.ts";
import { recordAudit } from "../../models/audit.server.ts";
import {
  type ItemInput,
  deleteContentRow,
  findContentItem,
  findContentRow,
  insertContentItem,
  moveContentRow,
  updateContentItem,
} from "../../models/content-admin.server.ts";
import type { ListedTable } from "../../models/listing.server.ts";
import { updateMediaAlt } from "../../models/media.server.ts";
import type { SignedInStaff } from "../auth/session.server.ts";
import { type ConsoleForm, consoleForm } from "../console-form/console-form.server.ts";
import { type Translate, languageOf, translator } from "~/messages/catalogue.ts";
import { messageRef } from "~/messages/message-ref.ts";
import type { ContentField, FieldValue } from "~/core/content-admin/fields.ts";
import { altName, idSchema, itemSchema } from "./list-schema.ts";
import { saveWithPictures, storePictures, uploadedFiles } from "./pictures.server.ts";

export interface ItemTarget {
  table: ListedTable;
  fields: readonly ContentField[];
  /** The field whose value names an item (also the fallback text alternative of a new picture). */
  nameField: string;
  /** Items that belong to a parent row (a faculty group's staff): the parent's column and id. */
  scope?: { column: string; value: number };
}

export const SAVED = "console.saved";
const intentSchema = z.enum(["add", "save", "delete", "up", "down"], { error: "console.unknownAction" });

/** The schema of the post, chosen by its intent: the item's fields to add or save one, only the id to move or delete. */
export function itemActionSchema(fields: readonly ContentField[], intent: FormDataEntryValue | null, t: Translate) {
  if (intent === "add") return itemSchema(fields, t, { intent: z.literal("add") });
  if (intent === "save") return itemSchema(fields, t, { intent: z.literal("save"), id: idSchema });
  return z.object({ intent: intentSchema, id: idSchema });
}

/** A refused picture is shown beside its own file field. */
const pictureRefusal = (form: ConsoleForm, names: string[], refusal: { message: string; index?: number }) =>
  form.refuse({ fields: { [names[refusal.index ?? 0] ?? ""]: [refusal.message] } });

/**
 * Add, save, delete, move up and move down for one item of a described list, from the posted form: every value
 * checked (errors beside their fields), pictures stored through the content upload path, the change and its audit
 * entry (before/after) in one transaction.
 */
export async function handleItemAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  target: ItemTarget,
  formData: FormData,
) {
  const { table, fields } = target;
  const t = translator(languageOf(request));
  const form = consoleForm(request, formData, itemActionSchema(fields, formData.get("intent"), t));
  const { submission } = form;
  if (submission.status !== "success") return form.refuse();
  const parsed = submission.value as Record<string, unknown> & { intent: string; id?: number };
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp, entity: table };
  const images = fields.filter((field) => field.kind === "image");

  if (parsed.intent === "add") {
    const input = toInput(fields, parsed);
    const missing = images.find((field) => uploadedFiles(formData, field.name).length === 0);
    if (missing)
      return form.refuse({
        fields: {
          [missing.name]: [messageRef("console.field.chooseFile", { label: t(missing.labelKey).toLowerCase() })],
        },
      });
    const uploads = images.map((field) => ({
      file: uploadedFiles(formData, field.name)[0]!,
      alt: altFor(field, parsed, input, target),
    }));
    const stored = await storePictures(services.staffFiles.dataDir, uploads);
    if (!stored.ok)
      return pictureRefusal(
        form,
        images.map((field) => field.name),
        stored,
      );
    images.forEach((field, index) => (input.values[field.name] = stored.records[index]!.id));
    await saveWithPictures(services, stored.records, async (trx) => {
      const id = await insertContentItem(trx, table, fields, input, target.scope);
      await recordAudit(trx, {
        ...audit,
        action: "content-created",
        entityId: id,
        after: await findContentItem(trx, table, fields, id),
      });
    });
    return form.done(SAVED);
  }

  const id = parsed.id!;
  const row = await findContentRow(services.db, table, id);
  const before = await findContentItem(services.db, table, fields, id);
  if (!row || !before || (target.scope && Number(row[target.scope.column]) !== target.scope.value)) {
    return form.refuse({ form: "console.itemGone" });
  }

  if (parsed.intent === "save") {
    const input = toInput(fields, parsed);
    const replaced = images.filter((field) => uploadedFiles(formData, field.name).length > 0);
    const uploads = replaced.map((field) => ({
      file: uploadedFiles(formData, field.name)[0]!,
      alt: altFor(field, parsed, input, target),
    }));
    const stored = await storePictures(services.staffFiles.dataDir, uploads);
    if (!stored.ok)
      return pictureRefusal(
        form,
        replaced.map((field) => field.name),
        stored,
      );
    replaced.forEach((field, index) => (input.values[field.name] = stored.records[index]!.id));
    await saveWithPictures(services, stored.records, async (trx) => {
      for (const field of images) {
        if (replaced.includes(field)) continue;
        delete input.values[field.name];
        const alt = String(parsed[altName(field.name)] ?? "");
        if (alt !== before.alts[field.name]) await updateMediaAlt(trx, String(before.values[field.name]), alt);
      }
      await updateContentItem(trx, table, fields, id, input);
      await recordAudit(trx, {
        ...audit,
        action: "content-updated",
        entityId: id,
        before,
        after: await findContentItem(trx, table, fields, id),
      });
    });
    return form.done(SAVED);
  }

  const direction = parsed.intent as "delete" | "up" | "down";
  await saveWithPictures(services, [], async (trx) => {
    if (direction === "delete") {
      await deleteContentRow(trx, table, id);
      await recordAudit(trx, { ...audit, action: "content-deleted", entityId: id, before });
    } else if (await moveContentRow(trx, table, id, direction, target.scope?.column)) {
      await recordAudit(trx, { ...audit, action: "content-reordered", entityId: id, after: { direction } });
    }
  });
  return form.done(direction === "delete" ? "console.deletedPublic" : SAVED);
}

function toInput(fields: readonly ContentField[], parsed: Record<string, unknown>): ItemInput {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) if (field.kind !== "image") values[field.name] = parsed[field.name] as FieldValue;
  return {
    published: Boolean(parsed.published),
    showFrom: String(parsed.showFrom ?? ""),
    showUntil: String(parsed.showUntil ?? ""),
    values,
  };
}

/** A picture without a description takes the item's name (a banner's title), which is what the page shows it for. */
function altFor(field: ContentField, parsed: Record<string, unknown>, input: ItemInput, target: ItemTarget): string {
  return String(parsed[altName(field.name)] || input.values[target.nameField] || "");
}
