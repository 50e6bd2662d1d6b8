import { Link } from "react-router";
import { MediaImage } from "~/components/media-image.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { listBanners } from "~/models/banners.server.ts";
import { listNews } from "~/models/news.server.ts";
import { listSeats } from "~/models/programmes.server.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [banners, seats, notices, usefulLinks] = await Promise.all([
    listBanners(db),
    listSeats(db),
    listNews(db, "NB"),
    listNews(db, "UL"),
  ]);
  return { banners, seats, notices, usefulLinks };
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Home",
    description: `${institution.name}: diploma engineering in Civil, Electrical, Mechanical and Mining, and BCA, in Gumla, Jharkhand. Admissions, fees, notices and campus.`,
    location,
    matches,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banners, seats, notices, usefulLinks } = loaderData;
  const first = banners[0];
  return (
    <>
      <h1 className="sr-only">{institution.name}</h1>
      {first ? (
        <MediaImage
          mediaId={first.mediaId}
          alt={first.title}
          width={first.width}
          height={first.height}
          widths={[480, 800, 1280, 1600, 1920]}
          sizes="100vw"
          priority
          className="aspect-[8/3] w-full object-cover"
        />
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby="courses" className="lg:col-span-2">
          <h2 id="courses" className="mb-4 text-2xl font-bold text-brand-900">
            Courses and seats
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {seats.map((line) => (
              <li key={line.programName} className="flex justify-between rounded border border-slate-200 p-4">
                <span>{line.displayText}</span>
                <span className="font-semibold">{line.seats} seats</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="notices">
          <h2 id="notices" className="mb-4 text-2xl font-bold text-brand-900">
            Notice Board
          </h2>
          <ul className="space-y-2">
            {notices.map((item) => (
              <li key={item.id}>
                <SmartLink to={item.targetLink} className="text-brand-700 hover:underline">
                  {item.title}
                </SmartLink>
              </li>
            ))}
          </ul>
          <h2 className="mb-4 mt-8 text-2xl font-bold text-brand-900">Useful Links</h2>
          <ul className="space-y-2">
            {usefulLinks.map((item) => (
              <li key={item.id}>
                <SmartLink to={item.targetLink} className="text-brand-700 hover:underline">
                  {item.title}
                </SmartLink>
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <Link to="/contact-us" className="font-semibold text-brand-700 underline">
              Contact the college
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
