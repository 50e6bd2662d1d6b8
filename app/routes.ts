import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { type PageEntry, notFoundPage, parameterPages, staticPages } from "./route-list.ts";

/** A page of the list; pages that share a module (one per page shape) are told apart by their content's name. */
const page = (entry: PageEntry) =>
  entry.path === ""
    ? index(entry.file)
    : entry.content
      ? route(entry.path, entry.file, { id: entry.content })
      : route(entry.path, entry.file);

export default [
  // The public site: every page of the route list and the 404 page, inside the public shell.
  layout("routes/site-layout.tsx", [
    ...staticPages.map(page),
    ...parameterPages.map(page),
    // A revision's private preview (an expiring link) inside the public shell; under /admin, so never cached.
    route("admin/preview/:token", "routes/admin/pages-preview.tsx"),
    route(notFoundPage.path, notFoundPage.file),
  ]),
  // Closing the home page's scholarship notice without JavaScript (a form post; no page of its own).
  route("dismiss-notice", "routes/dismiss-notice.ts"),
  // The staff console: not in the route list (so not in the sitemap); every loader checks the user itself.
  // Files without a page (exports, the photo, the inbox's redirect) answer outside any frame.
  route("admin/applications/export", "routes/admin/applications-export.ts"),
  route("admin/applications/:id/photo", "routes/admin/application-photo.ts"),
  route("admin/inbox", "routes/admin/inbox-index.ts"),
  route("admin/inbox/:kind/export", "routes/admin/inbox-export.ts"),
  route("admin/pages/:id/preview", "routes/admin/pages-preview-link.ts"),
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
    route("admin/pages/:id", "routes/admin/pages-revisions.tsx"),
    route("admin/pages/:id/fees", "routes/admin/pages-fees.tsx"),
    route("admin/pages/:id/text", "routes/admin/pages-text.tsx"),
    route("admin/pages/:id/curriculum", "routes/admin/pages-curriculum.tsx"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/applications/:id", "routes/admin/application.tsx"),
    route("admin/inbox/:kind", "routes/admin/inbox.tsx"),
    route("admin/inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    // An unknown console path answers 404 inside the console frame, as the public 404 does inside the shell.
    route("admin/*", notFoundPage.file, { id: "admin-not-found" }),
  ]),
] satisfies RouteConfig;
