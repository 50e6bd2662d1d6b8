import type { StaffRole } from "../../../db/schema.ts";
import type { MessageKey } from "../../messages/catalogue.ts";

export const staffRoles: readonly StaffRole[] = ["admin", "admissions", "editor", "grievance"];

/** Console sections and the roles that may open them (admins may open all). */
export const staffSections: { to: string; labelKey: MessageKey; roles: StaffRole[] }[] = [
  { to: "/admin", labelKey: "console.section.dashboard", roles: ["admin", "admissions", "editor", "grievance"] },
  { to: "/admin/applications", labelKey: "console.section.applications", roles: ["admissions"] },
  { to: "/admin/inbox", labelKey: "console.section.inbox", roles: ["admissions"] },
  { to: "/admin/data-rights", labelKey: "console.section.dataRights", roles: ["admissions"] },
  { to: "/admin/news", labelKey: "console.section.news", roles: ["editor"] },
  { to: "/admin/content", labelKey: "console.section.content", roles: ["editor"] },
  { to: "/admin/pages", labelKey: "console.section.pages", roles: ["editor"] },
  { to: "/admin/menu", labelKey: "console.section.menu", roles: ["editor"] },
  { to: "/admin/documents", labelKey: "console.section.documents", roles: ["editor"] },
  { to: "/admin/grievances", labelKey: "console.section.grievances", roles: ["grievance"] },
  { to: "/admin/users", labelKey: "console.section.users", roles: [] },
  { to: "/admin/audit", labelKey: "console.section.audit", roles: [] },
  { to: "/admin/outbox", labelKey: "console.section.outbox", roles: [] },
  { to: "/admin/settings", labelKey: "console.section.settings", roles: [] },
];

export const sectionsFor = (role: StaffRole) => staffSections.filter((s) => role === "admin" || s.roles.includes(role));
