import { redirect } from "react-router";
import { z } from "zod";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { createPreview } from "~/models/page-previews.server.ts";
import type { Route } from "./+types/pages-preview-link";
import { loadPage } from "./pages-load.server.ts";
import { previewableShapes } from "./pages-preview-shapes.ts";

const revisionSchema = z.coerce.number().int().positive();

/**
 * "Preview" of a revision on a page's console page: makes a private link that works for an hour and goes there
 * (303), so the address bar holds the link to send to a colleague. A page whose shape has no preview, or a
 * revision it does not have, is 404.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const page = await loadPage(context.services.db, params.id);
  const revision = revisionSchema.safeParse((await readConsolePost(request)).get("revision"));
  if (!previewableShapes.has(page.shape) || !revision.success) throw notFound();
  const link = await createPreview(context.services.db, {
    pageId: page.id,
    revision: revision.data,
    createdBy: staff.id,
  });
  if (!link) throw notFound();
  return redirect(`/admin/preview/${link.token}`, 303);
}

/** Only the form's post makes a link; asking for the address shows nothing. */
export const loader = () => {
  throw notFound();
};
