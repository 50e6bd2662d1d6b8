import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { notFoundPage, parameterPages, staticPages } from "./route-list.ts";

export default [
  ...staticPages.map((page) => (page.path === "" ? index(page.file) : route(page.path, page.file))),
  ...parameterPages.map((page) => route(page.path, page.file)),
  route(notFoundPage.path, notFoundPage.file),
] satisfies RouteConfig;
