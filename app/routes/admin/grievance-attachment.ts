import fs from "node:fs/promises";
import { z } from "zod";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { attachmentPath } from "~/lib/grievances/attachment-store.server.ts";
import { findGrievance } from "~/models/grievances.server.ts";
import type { Route } from "./+types/grievance-attachment";

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A grievance's attachment, only for the Grievance Redressal Committee and admins (decision 061): its type as its
 * bytes said when it was lodged, never cached, and never run by the browser as a page of this site (a sandboxing
 * policy of its own, nosniff).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["grievance"]);
  const id = idSchema.safeParse(params.id);
  const grievance = id.success ? await findGrievance(context.services.db, id.data) : undefined;
  if (!grievance?.attachment_file || !grievance.attachment_mime) throw notFound();
  const bytes = await fs
    .readFile(attachmentPath(context.services.staffFiles.dataDir, grievance.attachment_file))
    .catch(() => null);
  if (!bytes) throw notFound();
  const extension = grievance.attachment_file.split(".").pop();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": grievance.attachment_mime,
      "Content-Disposition": `inline; filename="${grievance.number}.${extension}"`,
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src 'self'; object-src 'self'",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
