import fs from "node:fs/promises";
import path from "node:path";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { findApplication } from "~/models/applications-inbox.server.ts";
import { findUpload } from "~/models/uploads.server.ts";
import { photosDir } from "~/lib/media/photo-store.server.ts";
import type { Route } from "./+types/application-photo";

/** An applicant's photo, only for staff who may see applications; never cached by browsers or proxies. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admissions"]);
  const id = Number(params.id);
  const application = Number.isInteger(id) && id > 0 ? await findApplication(context.services.db, id) : undefined;
  const upload = application ? await findUpload(context.services.db, application.photoRecord) : undefined;
  if (!upload) throw notFound();
  const file = path.join(photosDir(context.services.staffFiles.dataDir), path.basename(upload.file_name));
  const bytes = await fs.readFile(file).catch(() => null);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": upload.mime, "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
  });
}
