import { DocumentLink } from "~/components/content/document-link.tsx";
import { RevisionDate } from "~/components/content/revision-date.tsx";
import { InfoPage } from "~/components/content/info-page.tsx";
import { PolicyText } from "~/components/content/policy-text.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { publishedDocumentAt } from "~/lib/published-page.server.ts";
import { documentInfo } from "~/models/content.server.ts";
import { contentMeta } from "~/lib/meta.ts";
import { useT } from "~/lib/language.tsx";
import type { Route } from "./+types/ncc";

export async function loader({ context, url }: Route.LoaderArgs) {
  const ncc = await publishedDocumentAt(context.services.db, url, "ncc");
  return { ...ncc, letterDocument: documentInfo(ncc.letter.file, ncc.letter.title) };
}

export const meta: Route.MetaFunction = (args) => contentMeta(args, args.loaderData);

const headingClass = "text-xl font-bold text-brand-900 sm:text-2xl";

export default function Ncc({ loaderData: ncc }: Route.ComponentProps) {
  const t = useT();
  return (
    <InfoPage title={ncc.title}>
      {ncc.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <figure className="rounded-lg bg-brand-900 p-6 text-center text-white">
        <figcaption className="text-sm uppercase tracking-wide text-accent-400">{t("ncc.motto")}</figcaption>
        <p className="mt-1 text-2xl font-bold sm:text-3xl">{ncc.motto}</p>
      </figure>
      <PolicyText sections={ncc.sections} />
      <section className="space-y-4">
        <h2 className={headingClass}>{t("ncc.documents")}</h2>
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
          <li>
            <DocumentLink document={ncc.letterDocument} newTab />
          </li>
          {ncc.links.map((link) => (
            <li key={link.href}>
              <SmartLink
                to={link.href}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <SmartLink
          to={ncc.apply.href}
          className="inline-block rounded bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {ncc.apply.label}
        </SmartLink>
      </section>
      <RevisionDate />
    </InfoPage>
  );
}
