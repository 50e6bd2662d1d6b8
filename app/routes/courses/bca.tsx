import { useT } from "~/lib/language.tsx";
import { contentMeta } from "~/lib/meta.ts";
import { publishedPageAt, revisedOn } from "~/lib/published-page.server.ts";
import { documentInfo } from "~/models/content.server.ts";
import { listSeats } from "~/models/programmes.server.ts";
import type { Route } from "./+types/bca";
import { CoursePageView } from "./course-page.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  const published = await publishedPageAt(context.services.db, url, "course-page");
  const page = published.document;
  // Seats are kept in the database (the home page shows them too), never typed into the page.
  const seats = (await listSeats(context.services.db))
    .filter((line) => line.seatGroup === "bca")
    .reduce((sum, line) => sum + line.seats, 0);
  return {
    page,
    seats,
    document: documentInfo(page.document.file, page.document.title),
    revisedOn: revisedOn([published]),
  };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData?.page);

export default function Bca({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, seats, document } = loaderData;
  const facts = seats > 0 ? [{ term: t("course.seats"), detail: String(seats) }] : [];
  return <CoursePageView page={page} document={document} facts={facts} />;
}
