import { redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { deleteAddedPage } from "~/models/page-deletion.server.ts";

/** The confirmation posts nothing but the press of its button. */
export const deleteSchema = z.object({});

/**
 * Deletes a page an editor added (decision 049), after the confirmation page; the spec's own pages are refused with
 * 409 even when posted by hand. The console's page list then says what was deleted.
 */
export async function handleDelete(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  pageId: number,
  formData: FormData,
) {
  const form = consoleForm(request, formData, deleteSchema);
  if (form.submission.status !== "success") return form.refuse();
  const deleted = await deleteAddedPage(services, pageId, {
    userId: staff.id,
    email: staff.email,
    ip: services.clientIp,
  });
  if (deleted.status !== "deleted") {
    return deleted.status === "missing"
      ? form.refuse({ form: "console.page.gone", status: 404 })
      : form.refuse({ form: "console.delete.namedBySpec", status: 409 });
  }
  throw redirect(`/admin/pages?deleted=${encodeURIComponent(deleted.path)}`, 303);
}
