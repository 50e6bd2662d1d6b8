import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import type { Route } from "./+types/pages-preview-link";
import { loadPage } from "./pages-load.server.ts";
import { handlePreviewLink } from "./pages-preview-link.server.ts";

/** "Preview" of a revision on a page's console page (editor and admin roles): see handlePreviewLink. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  const page = await loadPage(context.services.db, params.id);
  return handlePreviewLink(context.services, staff, page, await readConsolePost(request));
}

/** Only the form's post makes a link; asking for the address shows nothing. */
export const loader = () => {
  throw notFound();
};
