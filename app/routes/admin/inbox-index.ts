import { redirect } from "react-router";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { enquiryKinds } from "~/core/inbox/enquiry-kinds.ts";
import type { Route } from "./+types/inbox-index";

/** The console's "Enquiries and messages" entry opens the first of its inboxes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["admissions"]);
  return redirect(enquiryKinds[0]!.path);
}
