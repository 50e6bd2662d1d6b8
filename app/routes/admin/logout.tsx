import { redirect } from "react-router";
import { endSession, currentStaff } from "~/lib/auth/session.server.ts";
import { recordAudit } from "~/models/audit.server.ts";
import type { Route } from "./+types/logout";

export const loader = () => redirect("/admin");

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await currentStaff(request, context.services);
  if (staff)
    await recordAudit(context.services.db, {
      userId: staff.id,
      email: staff.email,
      action: "sign-out",
      ip: context.services.clientIp,
    });
  // The browser forgets what the console left behind: its cache, cookies and storage for this site.
  throw redirect("/admin/login", {
    headers: {
      "Set-Cookie": await endSession(request, context.services, staff),
      "Clear-Site-Data": '"cache", "cookies", "storage"',
    },
  });
}
