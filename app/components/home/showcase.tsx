import { DocumentImage } from "~/components/content/document-image.tsx";
import "~/messages/static-page-messages.ts";
import { DocumentLink } from "~/components/content/document-link.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { Icon } from "~/components/icon.tsx";
import { useT } from "~/lib/language.tsx";
import type { DocumentInfo } from "~/models/content.server.ts";
import type { HomeContent } from "~/schemas/content/home.ts";

export function Approvals({ years }: { years: { academicYear: string; documents: DocumentInfo[] }[] }) {
  const t = useT();
  return (
    <section aria-labelledby="approvals">
      <h2 id="approvals" className="mb-4 text-2xl font-bold text-brand-900">
        {t("home.approvals")}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {years.map((year) => (
          <div key={year.academicYear}>
            <h3 className="mb-2 font-semibold text-brand-800">{t("home.academicYear", { year: year.academicYear })}</h3>
            <ul className="space-y-2">
              {year.documents.map((document) => (
                <li key={document.href}>
                  <DocumentLink document={document} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function LogoWall({ id, title, logos }: { id: string; title: string; logos: HomeContent["tieUps"] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {logos.map((logo) => (
          <li key={logo.name} className="rounded-lg border border-slate-200 bg-white p-2">
            <DocumentImage
              src={logo.logo.src}
              alt={logo.name}
              width={logo.logo.width}
              height={logo.logo.height}
              widths={[240, 480]}
              sizes="(min-width: 1024px) 240px, 45vw"
              className="h-auto w-full"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Videos({ videos }: { videos: HomeContent["videos"] }) {
  const t = useT();
  return (
    <section aria-labelledby="videos">
      <h2 id="videos" className="mb-4 text-2xl font-bold text-brand-900">
        {t("home.videos")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {videos.map((video) => (
          <li key={video.href}>
            <SmartLink
              to={video.href}
              className="flex h-full items-center gap-3 rounded-lg border border-slate-200 p-4 text-brand-700 hover:bg-brand-50"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-red-600 text-white">
                <Icon shape="play" />
              </span>
              {video.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
