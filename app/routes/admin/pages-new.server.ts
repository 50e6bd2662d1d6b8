import { redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/context.ts";
import { addressProblem, normalAddress } from "~/core/page-address.ts";
import { pageGroups } from "~/core/page-groups.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { MAX_LABEL } from "~/core/menu.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { type AddressInUse, addPage, addableShapes } from "~/models/added-pages.server.ts";
import { parameterPages, staticPages } from "~/route-list.ts";
import { starterDocuments } from "./pages-new-starters.ts";

/** The paths the spec names (app/route-list.ts): no page an editor adds may take one. */
const specPaths = [...staticPages, ...parameterPages].map((page) => page.path);

export const address = z
  .string({ error: "console.newPage.pathMissing" })
  .trim()
  .min(1, "console.newPage.pathMissing")
  .max(200, "console.newPage.pathFormat");

export const newPageSchema = z.object({
  shape: z.enum(addableShapes, { error: "console.newPage.shapeMissing" }),
  path: address,
  title: z
    .string({ error: "console.newPage.titleMissing" })
    .trim()
    .min(1, "console.newPage.titleMissing")
    .max(120, "console.newPage.titleMissing"),
  group: z.enum(pageGroups, { error: "console.newPage.groupUnknown" }).optional(),
  // A checkbox: posted as "on" when ticked, absent when not (decision 049).
  inMenu: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

export const inUseMessage: Record<AddressInUse, MessageKey> = {
  taken: "console.newPage.pathTaken",
  "old-address": "console.newPage.pathOld",
};

/** The message for an address whose form or place is wrong, before the database is asked. */
export function addressMessage(path: string): MessageKey | undefined {
  const problem = addressProblem(path, specPaths);
  return problem === "format"
    ? "console.newPage.pathFormat"
    : problem === "reserved"
      ? "console.newPage.pathReserved"
      : undefined;
}

/** Creates the draft and goes to its page in the console; a refused address is said beside its field. */
export async function handleNewPage(request: Request, services: AppServices, staff: SignedInStaff, formData: FormData) {
  const form = consoleForm(request, formData, newPageSchema);
  if (form.submission.status !== "success") return form.refuse();
  const input = form.submission.value;
  // Every problem of the form at once, each beside its field.
  const fields: Record<string, MessageKey[]> = {};
  const wrong = addressMessage(input.path);
  if (wrong) fields.path = [wrong];
  if (input.inMenu && !input.group) fields.group = ["console.newPage.inMenuNoGroup"];
  if (input.inMenu && input.title.length > MAX_LABEL) fields.title = ["console.newPage.titleTooLongForMenu"];
  if (Object.keys(fields).length > 0) return form.refuse({ fields });
  const made = await addPage(
    services,
    {
      path: normalAddress(input.path),
      shape: input.shape,
      title: input.title,
      menuGroup: input.group ?? null,
      inMenu: input.inMenu,
      document: starterDocuments[input.shape](input.title, form.t),
    },
    { userId: staff.id, email: staff.email, ip: services.clientIp },
  );
  if (!made.ok) {
    if (made.problem === "invalid") return form.refuse({ fields: { title: ["console.newPage.titleMissing"] } });
    return form.refuse({ fields: { path: [inUseMessage[made.problem]] } });
  }
  throw redirect(`/admin/pages/${made.pageId}`, 303);
}
