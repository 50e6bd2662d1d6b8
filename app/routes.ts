import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { notFoundPage, parameterPages, staticPages } from "./route-list.ts";

export default [
  ...staticPages.map((page) => (page.path === "" ? index(page.file) : route(page.path, page.file))),
  ...parameterPages.map((page) => route(page.path, page.file)),
  // The staff console: not in the route list (so not in the sitemap); every loader checks the user itself.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/applications/export", "routes/admin/applications-export.ts"),
  route("admin/applications/:id/photo", "routes/admin/application-photo.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/news", "routes/admin/news.tsx"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/applications/:id", "routes/admin/application.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
  ]),
  route(notFoundPage.path, notFoundPage.file),
] satisfies RouteConfig;
