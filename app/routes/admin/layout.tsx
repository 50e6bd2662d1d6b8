import type { ReactNode } from "react";
import { Form, Link, NavLink, Outlet } from "react-router";
import { FrameContext } from "~/components/frame.tsx";
import { RouteError } from "~/components/route-error.tsx";
import { currentStaff } from "~/lib/auth/session.server.ts";
import { sectionsFor } from "~/core/auth/staff-sections.ts";
import { useT } from "~/lib/language.tsx";
import { errorMeta } from "~/lib/meta.ts";
// The console's messages, which the public pages' script leaves out of the catalogue.
import "~/messages/console-messages.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/layout";
import type { RouteHandle } from "~/lib/route-handle.ts";

/** The console is an application: every page of it hydrates. */
export const handle: RouteHandle = { hydrate: true };

/**
 * The console frame around every console page, the sign-in page included: the console's plain header (no ticker,
 * public menu or footer) and, for a signed-in person, the sections they may open. Who is signed in is only read
 * here; every console page's own loader checks it (requireStaff), so a page never relies on its frame for that.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await currentStaff(request, context.services);
  return { staff: staff ? { name: staff.name, email: staff.email, role: staff.role } : null };
}

/** Only reached when this layout's boundary shows an error of a page below it. */
export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args) : []);

type Staff = NonNullable<Route.ComponentProps["loaderData"]>["staff"];

/** The console's header: the college's name and the way back to the public site. */
function StaffHeader() {
  const t = useT();
  return (
    <header className="border-b border-slate-200 bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/admin" className="font-bold">
          {t("staff.brand", { name: institution.shortName })}
        </Link>
        <Link to="/" className="text-sm underline">
          {t("site.publicSite")}
        </Link>
      </div>
    </header>
  );
}

function StaffBar({ staff }: { staff: NonNullable<Staff> }) {
  const t = useT();
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
      <nav aria-label={t("staff.console")}>
        <ul className="flex flex-wrap gap-2">
          {sectionsFor(staff.role).map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.to === "/admin"}
                className={({ isActive }) =>
                  `inline-block rounded px-3 py-2 font-medium ${isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`
                }
              >
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>{t("staff.signedIn", { name: staff.name, role: staff.role })}</span>
        <NavLink
          to="/admin/account"
          className={({ isActive }) =>
            `whitespace-nowrap rounded px-2 py-2 underline ${isActive ? "font-semibold" : ""}`
          }
        >
          {t("account.link")}
        </NavLink>
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            className="min-h-9 whitespace-nowrap rounded border border-slate-400 px-3 hover:bg-slate-100"
          >
            {t("staff.signOut")}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Signed in: the sections bar above the page; signed out (the sign-in page): the page alone. */
function ConsoleFrame({ staff, children }: { staff: Staff | undefined; children: ReactNode }) {
  return (
    <FrameContext.Provider value="console">
      <StaffHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {staff ? (
          <div className="mx-auto max-w-7xl px-4 py-6">
            <StaffBar staff={staff} />
            {children}
          </div>
        ) : (
          children
        )}
      </main>
    </FrameContext.Provider>
  );
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame staff={loaderData.staff}>
      <Outlet />
    </ConsoleFrame>
  );
}

/** An error of any console page (403 for a section the role may not open, 404, a failed load) inside the frame. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const data = loaderData as Route.ComponentProps["loaderData"] | undefined;
  return (
    <ConsoleFrame staff={data?.staff}>
      <RouteError error={error} />
    </ConsoleFrame>
  );
}
