import { redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/context.ts";
import { notFound } from "~/core/not-found.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { createPreview } from "~/models/page-previews.server.ts";
import { pageViewOf } from "~/routes/page-views.ts";

const revisionSchema = z.coerce.number().int().positive();

/**
 * Makes a private link to the posted revision of a page, valid for an hour, and goes there (303): the address bar
 * then holds the link to send to a colleague. A page without a preview (a block), or a revision the page lacks, is 404.
 */
export async function handlePreviewLink(
  services: AppServices,
  staff: SignedInStaff,
  page: { id: number; path: string | null; shape: string },
  form: FormData,
  now = new Date(),
) {
  const revision = revisionSchema.safeParse(form.get("revision"));
  if (!pageViewOf(page.path, page.shape) || !revision.success) throw notFound();
  const link = await createPreview(services.db, { pageId: page.id, revision: revision.data, createdBy: staff.id }, now);
  if (!link) throw notFound();
  return redirect(`/admin/preview/${link.token}`, 303);
}
