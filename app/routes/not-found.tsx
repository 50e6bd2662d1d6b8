import { data } from "react-router";
import { NotFound } from "~/components/not-found.tsx";
import { errorMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/not-found";

/** Any unknown path: the 404 page, answered with HTTP status 404, inside the frame of the section it is under. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => errorMeta(args, 404);

export default function NotFoundRoute() {
  return <NotFound />;
}
