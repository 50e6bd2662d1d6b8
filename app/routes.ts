import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { type PageEntry, notFoundPage, parameterPages, staticPages } from "./route-list.ts";

/** A page of the list; pages that share a module (one per page shape) are told apart by their content's name. */
const page = (entry: PageEntry) =>
  entry.path === ""
    ? index(entry.file)
    : entry.content
      ? route(entry.path, entry.file, { id: entry.content })
      : route(entry.path, entry.file);

/**
 * The same page in Hindi, under `/hi` (decision 056): the same module, with a route id of its own ("hi/" and the
 * English route's id), since one module may serve several routes only under different ids.
 */
const hindiPage = (entry: PageEntry) =>
  route(entry.path === "" ? "hi" : `hi/${entry.path}`, entry.file, {
    id: `hi/${entry.content ?? entry.file.replace(/\.tsx?$/, "")}`,
  });

export default [
  // The public site: every page of the route list and the 404 page, inside the public shell.
  layout("routes/site-layout.tsx", [
    ...staticPages.map(page),
    ...parameterPages.map(page),
    // The site search (decision 053): not in the route list, so not in the sitemap; its results are not indexed.
    route("search", "routes/search.tsx"),
    // A saved admission draft, opened from its mailed link (decision 067): one person's, never cached.
    route("gpcet-form/resume", "routes/forms/gpcet-form.tsx", { id: "routes/forms/gpcet-form-resume" }),
    // A guardian's consent link in either language (decision 068): not in the route list (a token's page), never
    // cached; one route for both, the language read from the path, so every hydrated page's route manifest grows by
    // one entry only.
    route("hi?/guardian-consent/:token", "routes/forms/guardian-consent.tsx"),
    // A revision's private preview (an expiring link) inside the public shell; under /admin, so never cached.
    route("admin/preview/:token", "routes/admin/pages-preview.tsx"),
    // Every other path: a page an editor added, a moved page's 301, or the 404 page (decision 043).
    route(notFoundPage.path, "routes/added-page.tsx"),
  ]),
  // The public site in Hindi (decision 056): the same shell and pages under /hi; the console and the API are not
  // doubled, nor a preview (an address of the console).
  layout("routes/site-layout.tsx", { id: "hi/routes/site-layout" }, [
    ...staticPages.map(hindiPage),
    ...parameterPages.map(hindiPage),
    route("hi/search", "routes/search.tsx", { id: "hi/routes/search" }),
    route("hi/gpcet-form/resume", "routes/forms/gpcet-form.tsx", { id: "hi/routes/forms/gpcet-form-resume" }),
    route(`hi/${notFoundPage.path}`, "routes/added-page.tsx", { id: "hi/routes/added-page" }),
  ]),
  // The application receipt (decision 058): a PDF for a form post from the status page or the confirmation.
  route("application-status/receipt", "routes/forms/application-receipt.ts"),
  route("hi/application-status/receipt", "routes/forms/application-receipt.ts", {
    id: "hi/routes/forms/application-receipt",
  }),
  // Closing the home page's scholarship notice without JavaScript (a form post; no page of its own).
  route("dismiss-notice", "routes/dismiss-notice.ts"),
  // The header's text size and contrast buttons (a form post; no page of its own).
  route("display-preferences", "routes/display-preferences.ts"),
  // The staff console: not in the route list (so not in the sitemap); every loader checks the user itself.
  // Files without a page (exports, the photo, the inbox's redirect) answer outside any frame.
  route("admin/applications/export", "routes/admin/applications-export.ts"),
  route("admin/applications/:id/photo", "routes/admin/application-photo.ts"),
  route("admin/grievances/report", "routes/admin/grievances-report.ts"),
  route("admin/grievances/:id/attachment", "routes/admin/grievance-attachment.ts"),
  route("admin/inbox", "routes/admin/inbox-index.ts"),
  route("admin/inbox/:kind/export", "routes/admin/inbox-export.ts"),
  route("admin/pages/:id/preview", "routes/admin/pages-preview-link.ts"),
  route("admin/data-rights/:id/access.pdf", "routes/admin/data-rights-access.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/login/code", "routes/admin/login-code.tsx"),
    route("admin/logout", "routes/admin/logout.tsx"),
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/news", "routes/admin/news.tsx"),
    route("admin/content", "routes/admin/content.tsx"),
    route("admin/content/gallery", "routes/admin/content-gallery.tsx"),
    route("admin/content/gallery/:albumId", "routes/admin/content-album.tsx"),
    route("admin/content/faculty", "routes/admin/content-faculty.tsx"),
    route("admin/content/faculty/:groupId", "routes/admin/content-faculty-group.tsx"),
    route("admin/content/:list", "routes/admin/content-list.tsx"),
    route("admin/pages", "routes/admin/pages.tsx"),
    route("admin/pages/new", "routes/admin/pages-new.tsx"),
    route("admin/pages/:id", "routes/admin/pages-revisions.tsx"),
    route("admin/pages/:id/address", "routes/admin/pages-address.tsx"),
    route("admin/pages/:id/delete", "routes/admin/pages-delete.tsx"),
    route("admin/pages/:id/fees", "routes/admin/pages-fees.tsx"),
    route("admin/pages/:id/text", "routes/admin/pages-text.tsx"),
    route("admin/pages/:id/curriculum", "routes/admin/pages-curriculum.tsx"),
    route("admin/pages/:id/hindi", "routes/admin/pages-hindi.tsx"),
    route("admin/menu", "routes/admin/menu.tsx"),
    route("admin/pages/:id/content", "routes/admin/pages-document.tsx"),
    route("admin/documents", "routes/admin/documents.tsx"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/applications/:id", "routes/admin/application.tsx"),
    route("admin/inbox/:kind", "routes/admin/inbox.tsx"),
    route("admin/inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
    route("admin/grievances", "routes/admin/grievances.tsx"),
    route("admin/grievances/:id", "routes/admin/grievance.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/data-rights", "routes/admin/data-rights.tsx"),
    route("admin/data-rights/:id", "routes/admin/data-rights-request.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    // An unknown console path answers 404 inside the console frame, as the public 404 does inside the shell.
    route("admin/*", notFoundPage.file, { id: "admin-not-found" }),
  ]),
] satisfies RouteConfig;
