import fs from "node:fs/promises";
import path from "node:path";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { DATA_RIGHTS_ROLES } from "~/core/data-rights-roles.ts";
import { makeAccessPdf } from "~/lib/data-rights/access-pdf.server.ts";
import { photosDir } from "~/lib/media/photo-store.server.ts";
import { defaultLanguage, isLanguage, translator } from "~/messages/catalogue.ts";
import "~/messages/data-rights-messages.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { applicationDataHeld } from "~/models/data-held.server.ts";
import { findDataRightsRequest } from "~/models/data-rights.server.ts";
import { retentionYears } from "~/models/institution-settings.server.ts";
import { requestIdSchema } from "~/schemas/admin/data-rights.ts";
import type { Route } from "./+types/data-rights-access";

/**
 * The answer to an access request (decision 063): a PDF of the data held about the request's linked application, in
 * the request's language, for the office to send to the person. Only for staff who work data-rights requests, never
 * cached, and every download is in the audit log.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, DATA_RIGHTS_ROLES);
  const { db, staffFiles } = context.services;
  const id = requestIdSchema.safeParse(params.id);
  const row = id.success ? await findDataRightsRequest(db, id.data) : undefined;
  const held =
    row?.kind === "access" && row.application_id ? await applicationDataHeld(db, row.application_id) : undefined;
  if (!row || !held) throw notFound();
  const photoFile = held.application.photo_file;
  const photo = photoFile
    ? await fs.readFile(path.join(photosDir(staffFiles.dataDir), path.basename(photoFile))).catch(() => undefined)
    : undefined;
  const t = translator(isLanguage(row.language) ? row.language : defaultLanguage);
  const pdf = await makeAccessPdf(
    held,
    {
      request: row.reference,
      madeAt: new Date(),
      retentionYears: await retentionYears(db),
      photo: photo && new Uint8Array(photo),
    },
    t,
  );
  await recordAudit(db, {
    userId: staff.id,
    email: staff.email,
    action: "data-rights-access-pdf",
    entity: "data_rights_requests",
    entityId: row.id,
    after: { reference: row.reference },
    ip: context.services.clientIp,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="data-held-${held.application.reference}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
