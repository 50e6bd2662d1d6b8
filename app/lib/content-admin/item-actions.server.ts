import { data } from "react-router";
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
import type { ContentField, FieldValue } from "~/core/content-admin/fields.ts";
import { altName, idSchema, issuesMessage, itemSchema } from "./list-schema.ts";
import { saveWithPictures, storePictures, uploadedFiles } from "./pictures.server.ts";

export type ActionReply = { ok: boolean; message: string };

export interface ItemTarget {
  table: ListedTable;
  fields: readonly ContentField[];
  /** The field whose value names an item (also the fallback text alternative of a new picture). */
  nameField: string;
  /** Items that belong to a parent row (a faculty group's staff): the parent's column and id. */
  scope?: { column: string; value: number };
}

export const SAVED = "Saved. The public site shows the change now.";
export const refuse = (message: string) => data<ActionReply>({ ok: false, message }, { status: 400 });
const intentSchema = z.enum(["add", "save", "delete", "up", "down"], { error: "Unknown action" });

/**
 * Add, save, delete, move up and move down for one item of a described list, from the posted form: every value
 * checked, pictures stored through the content upload path, the change and its audit entry (before/after) in one
 * transaction.
 */
export async function handleItemAction(
  services: AppServices,
  staff: SignedInStaff,
  target: ItemTarget,
  form: FormData,
): Promise<ActionReply | ReturnType<typeof refuse>> {
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return refuse(issuesMessage(intent.error));
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp, entity: target.table };
  const { table, fields } = target;

  if (intent.data === "add") {
    const parsed = itemSchema(fields).safeParse(Object.fromEntries(form));
    if (!parsed.success) return refuse(issuesMessage(parsed.error));
    const input = toInput(fields, parsed.data);
    const images = fields.filter((field) => field.kind === "image");
    const missing = images.find((field) => uploadedFiles(form, field.name).length === 0);
    if (missing) return refuse(`Choose a file for ${missing.label.toLowerCase()}`);
    const uploads = images.map((field) => ({
      file: uploadedFiles(form, field.name)[0]!,
      alt: altFor(field, parsed.data, input, target),
    }));
    const stored = await storePictures(services.staffFiles.dataDir, uploads);
    if (!stored.ok) return refuse(stored.message);
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
    return { ok: true, message: SAVED };
  }

  const id = idSchema.safeParse(form.get("id"));
  if (!id.success) return refuse(issuesMessage(id.error));
  const row = await findContentRow(services.db, table, id.data);
  const before = await findContentItem(services.db, table, fields, id.data);
  if (!row || !before || (target.scope && Number(row[target.scope.column]) !== target.scope.value)) {
    return refuse("That item no longer exists; reload the page.");
  }

  if (intent.data === "save") {
    const parsed = itemSchema(fields).safeParse(Object.fromEntries(form));
    if (!parsed.success) return refuse(issuesMessage(parsed.error));
    const input = toInput(fields, parsed.data);
    const replaced = fields.filter((field) => field.kind === "image" && uploadedFiles(form, field.name).length > 0);
    const uploads = replaced.map((field) => ({
      file: uploadedFiles(form, field.name)[0]!,
      alt: altFor(field, parsed.data, input, target),
    }));
    const stored = await storePictures(services.staffFiles.dataDir, uploads);
    if (!stored.ok) return refuse(stored.message);
    replaced.forEach((field, index) => (input.values[field.name] = stored.records[index]!.id));
    await saveWithPictures(services, stored.records, async (trx) => {
      for (const field of fields) {
        if (field.kind !== "image" || replaced.includes(field)) continue;
        delete input.values[field.name];
        const alt = String(parsed.data[altName(field.name)] ?? "");
        if (alt !== before.alts[field.name]) await updateMediaAlt(trx, String(before.values[field.name]), alt);
      }
      await updateContentItem(trx, table, fields, id.data, input);
      await recordAudit(trx, {
        ...audit,
        action: "content-updated",
        entityId: id.data,
        before,
        after: await findContentItem(trx, table, fields, id.data),
      });
    });
    return { ok: true, message: SAVED };
  }

  const direction = intent.data;
  await saveWithPictures(services, [], async (trx) => {
    if (direction === "delete") {
      await deleteContentRow(trx, table, id.data);
      await recordAudit(trx, { ...audit, action: "content-deleted", entityId: id.data, before });
    } else if (await moveContentRow(trx, table, id.data, direction, target.scope?.column)) {
      await recordAudit(trx, { ...audit, action: "content-reordered", entityId: id.data, after: { direction } });
    }
  });
  return { ok: true, message: direction === "delete" ? "Deleted. The public site no longer shows it." : SAVED };
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
