import { Form, NavLink, Outlet } from "react-router";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { sectionsFor } from "~/core/auth/staff-sections.ts";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services);
  return { staff: { name: staff.name, email: staff.email, role: staff.role } };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { staff } = loaderData;
  const sections = sectionsFor(staff.role);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <nav aria-label="Staff console">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.to === "/admin"}
                  className={({ isActive }) =>
                    `inline-block rounded px-3 py-2 font-medium ${isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span>
            {staff.name} ({staff.role})
          </span>
          <Form method="post" action="/admin/logout">
            <button type="submit" className="min-h-9 rounded border border-slate-400 px-3 hover:bg-slate-100">
              Sign out
            </button>
          </Form>
        </div>
      </div>
      <Outlet />
    </div>
  );
}
