import { requireStaff } from "~/lib/auth/session.server.ts";
import { requireEnquiryKind } from "~/core/inbox/enquiry-kinds.ts";
import { exportInbox } from "~/lib/inbox/inbox-export.server.ts";
import type { Route } from "./+types/inbox-export";

/** The filtered list of one enquiry or message kind as an .xlsx or .csv download (audited). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  return exportInbox(request, context.services, staff, requireEnquiryKind(params.kind));
}
