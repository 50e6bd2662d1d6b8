import { writeTransaction } from "../../../db/client.ts";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { type MenuChange, type MenuPlaceRef, changeMenu } from "~/models/menu.server.ts";
import { type MenuAction, menuActionSchema } from "~/schemas/admin/menu.ts";

const placeRef = (place: string): MenuPlaceRef =>
  place === "header" || place === "footer" ? place : Number.parseInt(place, 10);

const labels = (input: { label: string; labelHi: string | null }) => ({ label: input.label, labelHi: input.labelHi });

function changeOf(input: MenuAction): MenuChange {
  switch (input.intent) {
    case "add-link":
      return { intent: "add", kind: "link", place: placeRef(input.place), ...labels(input), target: input.target };
    case "add-group":
      return { intent: "add", kind: "group", place: placeRef(input.place), ...labels(input), target: null };
    case "save-link":
      return { intent: "save", id: input.id, ...labels(input), target: input.target };
    case "save-group":
      return { intent: "save", id: input.id, ...labels(input), target: null };
    case "move":
      return { intent: "move", id: input.id, place: placeRef(input.place) };
    default:
      return { intent: input.intent, id: input.id };
  }
}

/**
 * One post of the menu editor (decision 044): checked by its schema, applied as one change of the stored menu and
 * audited in the same transaction. A refusal names its field (or, for a move that cannot happen, the form).
 */
export async function handleMenuAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  formData: FormData,
) {
  const form = consoleForm(request, formData, menuActionSchema);
  if (form.submission.status !== "success") return form.refuse();
  const change = changeOf(form.submission.value);
  const result = await writeTransaction(services, async (trx) => {
    const outcome = await changeMenu(trx, change);
    if (outcome.ok) {
      await recordAudit(trx, {
        userId: staff.id,
        email: staff.email,
        ip: services.clientIp,
        action: `menu-${change.intent}`,
        entity: "menu_items",
        entityId: outcome.id,
        before: outcome.before ?? undefined,
        after: outcome.after ?? undefined,
      });
    }
    return outcome;
  });
  if (!result.ok) {
    return result.field
      ? form.refuse({ fields: { [result.field]: [result.message] } })
      : form.refuse({ form: result.message, status: result.message === "console.menu.gone" ? 404 : 400 });
  }
  return form.done("console.menu.saved");
}
