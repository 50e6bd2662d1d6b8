import fs from "node:fs/promises";
import path from "node:path";
import { notFound } from "~/core/not-found.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { DATA_RIGHTS_ROLES } from "~/core/data-rights-roles.ts";
import { makeAccessPdf } from "~/lib/data-rights/access-pdf.server.ts";
import { photosDir } from "~/lib/media/photo-store.server.ts";
import { defaultLanguage, isLanguage, translator } from "~/messages/catalogue.ts";
import "~/messages/data-rights-messages.ts";
import "~/messages/grievance-messages.ts";
import { recordAudit } from "~/models/audit.server.ts";
import { applicationDataHeld, grievancesHeld } from "~/models/data-held.server.ts";
import { findDataRightsRequest } from "~/models/data-rights.server.ts";
import { retentionYears } from "~/models/institution-settings.server.ts";
import { requestIdSchema } from "~/schemas/admin/data-rights.ts";
import type { Route } from "./+types/data-rights-access";

/**
 * The answer to an access request (decisions 063, 070): a PDF of the data held about the request's linked application
 * and grievances, in the request's language, for the office to send to the person. Only for staff who work data-rights requests, never
 * cached, and every download is in the audit log.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, DATA_RIGHTS_ROLES);
  const { db, staffFiles } = context.services;
  const id = requestIdSchema.safeParse(params.id);
  const row = id.success ? await findDataRightsRequest(db, id.data) : undefined;
  if (row?.kind !== "access") throw notFound();
  const held = row.application_id ? await applicationDataHeld(db, row.application_id) : undefined;
  const grievances = await grievancesHeld(db, row.id);
  if (!held && grievances.length === 0) throw notFound();
  // Grievances reach the committee and admins only (decision 061): an answer that lists them is an admin's to make.
  if (grievances.length > 0 && staff.role !== "admin") throw new Response("Forbidden", { status: 403 });
  const photoFile = held?.application.photo_file;
  const photo = photoFile
    ? await fs.readFile(path.join(photosDir(staffFiles.dataDir), path.basename(photoFile))).catch(() => undefined)
    : undefined;
  const t = translator(isLanguage(row.language) ? row.language : defaultLanguage);
  const pdf = await makeAccessPdf(
    { application: held, grievances },
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
      "Content-Disposition": `attachment; filename="data-held-${held?.application.reference ?? row.reference}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
