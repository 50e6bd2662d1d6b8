import { redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "~/context.ts";
import { normalAddress } from "~/core/page-address.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { consoleForm } from "~/lib/console-form/console-form.server.ts";
import { addressInUse } from "~/models/added-pages.server.ts";
import { movePage } from "~/models/pages.server.ts";
import { address, addressMessage, inUseMessage } from "./pages-new.server.ts";

export const addressSchema = z.object({ path: address });

/** Moves a page an editor added; the old address answers 301 from then on (findRedirect). */
export async function handleMove(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  page: { id: number; namedBySpec: boolean },
  formData: FormData,
) {
  const form = consoleForm(request, formData, addressSchema);
  if (page.namedBySpec) return form.refuse({ form: "console.address.namedBySpec", status: 409 });
  if (form.submission.status !== "success") return form.refuse();
  const wrong = addressMessage(form.submission.value.path);
  if (wrong) return form.refuse({ fields: { path: [wrong] } });
  const to = normalAddress(form.submission.value.path);
  // Asked before the move, for a clear message; movePage checks "taken" again inside its transaction.
  const inUse = await addressInUse(services.db, to, page.id);
  if (inUse) return form.refuse({ fields: { path: [inUseMessage[inUse]] } });
  const moved = await movePage(services, page.id, to, { userId: staff.id, email: staff.email, ip: services.clientIp });
  if (moved === "missing") return form.refuse({ form: "console.page.gone", status: 404 });
  if (moved === "named-by-spec") return form.refuse({ form: "console.address.namedBySpec", status: 409 });
  if (moved === "taken") return form.refuse({ fields: { path: ["console.newPage.pathTaken"] } });
  throw redirect(`/admin/pages/${page.id}`, 303);
}
