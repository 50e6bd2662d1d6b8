import type { StaffRole } from "../../../db/schema.ts";

export const staffRoles: readonly StaffRole[] = ["admin", "admissions", "editor"];

/** Console sections and the roles that may open them (admins may open all). */
export const staffSections: { to: string; label: string; roles: StaffRole[] }[] = [
  { to: "/admin", label: "Dashboard", roles: ["admin", "admissions", "editor"] },
  { to: "/admin/applications", label: "Applications", roles: ["admissions"] },
  { to: "/admin/inbox", label: "Enquiries and messages", roles: ["admissions"] },
  { to: "/admin/news", label: "News and links", roles: ["editor"] },
  { to: "/admin/content", label: "Site content", roles: ["editor"] },
  { to: "/admin/users", label: "Staff accounts", roles: [] },
  { to: "/admin/audit", label: "Audit log", roles: [] },
  { to: "/admin/outbox", label: "Mail outbox", roles: [] },
];

export const sectionsFor = (role: StaffRole) => staffSections.filter((s) => role === "admin" || s.roles.includes(role));
