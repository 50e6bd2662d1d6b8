import { InfoPage } from "~/components/content/info-page.tsx";
import { pageMeta } from "~/lib/meta.ts";
import type { Route } from "./+types/career";

const TITLE = "Career";

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: TITLE,
    description:
      "Careers at the college in Gumla: teaching and non-teaching openings are announced here and on the notice board.",
    location,
    matches,
  });

/** The old page was a single image; the image keeps a real text alternative for screen-reader users. */
export default function Career() {
  return (
    <InfoPage title={TITLE}>
      <img
        src="/images/career.webp"
        width={1200}
        height={800}
        alt="Careers at the college: teaching and non-teaching positions open from time to time; watch the notice board or write to the college office."
        className="h-auto w-full rounded"
      />
    </InfoPage>
  );
}
