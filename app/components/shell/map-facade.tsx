import { useT } from "~/lib/language.tsx";
import { SmartLink } from "../smart-link.tsx";
import { mapEmbedUrl, mapLink } from "~/settings/institution.ts";

/**
 * The embedded map, loaded only when the visitor asks: no third-party request or cookie before that,
 * and nothing heavy on a slow connection. The shell script (app/browser/shell.ts, `data-map-src`) puts the map in
 * its slot; without JavaScript the button, which needs it, is hidden, and the link to OpenStreetMap still works.
 */
export function MapFacade({ name }: { name: string }) {
  const t = useT();
  return (
    <div>
      <div data-map-slot="" />
      <div
        data-map=""
        className="flex h-56 flex-col items-center justify-center gap-3 rounded bg-brand-800 p-4 text-center text-sm"
      >
        <p>{t("footer.mapNote")}</p>
        <button
          type="button"
          data-map-src={mapEmbedUrl()}
          data-map-title={`${t("footer.map")}: ${name}`}
          className="needs-script rounded bg-accent-400 px-4 py-2 font-semibold text-slate-900 hover:bg-accent-500"
        >
          {t("footer.showMap")}
        </button>
      </div>
      <SmartLink to={mapLink()} className="mt-2 inline-block underline">
        {t("footer.openMap")}
      </SmartLink>
    </div>
  );
}
