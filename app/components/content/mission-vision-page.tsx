import "~/messages/static-page-messages.ts";
import type { ShapeDocument } from "~/schemas/page-shapes.ts";
import { DocumentPage } from "./document-page.tsx";
import { RevisionDate } from "./revision-date.tsx";
import { useT } from "~/lib/language.tsx";
import { DocumentText } from "./english-text.tsx";

const headingClass = "text-xl font-bold text-brand-900 sm:text-2xl";
const listClass = "list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700";

export function MissionVisionPage({ page }: { page: ShapeDocument<"mission-vision"> }) {
  const t = useT();
  return (
    <DocumentPage title={page.title}>
      <section className="space-y-3">
        <h2 id="mission" className={headingClass}>
          {t("missionVision.mission")}
        </h2>
        {/* Named lists, so a screen reader announces "Mission, list, 8 items". */}
        <ol aria-labelledby="mission" className={listClass}>
          {page.mission.map((point) => (
            <li key={point}>
              <DocumentText text={point} />
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-lg border-l-4 border-accent-500 bg-brand-50 p-5">
        <h2 className={headingClass}>{t("missionVision.vision")}</h2>
        <p className="mt-2 text-lg">
          <DocumentText text={page.vision} />
        </p>
      </section>
      <section className="space-y-3">
        <h2 id="objectives" className={headingClass}>
          {t("missionVision.objectives")}
        </h2>
        <ol aria-labelledby="objectives" className={listClass}>
          {page.objectives.map((objective) => (
            <li key={objective}>
              <DocumentText text={objective} />
            </li>
          ))}
        </ol>
      </section>
      <RevisionDate />
    </DocumentPage>
  );
}
