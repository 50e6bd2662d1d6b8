import { data } from "react-router";
import { NotFound } from "~/components/not-found.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { t } from "~/messages/en.ts";
import type { Route } from "./+types/not-found";

/** Any unknown path: the 404 page, answered with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: t("notFound.title"),
    description: t("notFound.text"),
    location,
    matches,
    social: false,
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
