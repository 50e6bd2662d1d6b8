import { Suspense, lazy, useState } from "react";
import { Link } from "~/components/router-links.tsx";
import { useT } from "~/lib/language.tsx";
import { buttonClass } from "./enquiry-buttons.tsx";
import { useHydrated } from "./use-visitor-form.ts";

/** The dialog and the quick enquiry in it come with the first click, not with the home page. */
const CallBackDialog = lazy(() =>
  import("./call-back-dialog.tsx").then((module) => ({ default: module.CallBackDialog })),
);

/**
 * "Request a call back" on the home page: opens the quick enquiry in a modal. Before JavaScript runs (or
 * without it) it is a link to /enquiry, which explains what to do without JavaScript.
 */
export function CallBackButton({ programmes }: { programmes: { id: number; displayText: string }[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  if (!hydrated) {
    return (
      <Link to="/enquiry" className={buttonClass}>
        {t("forms.callBack")}
      </Link>
    );
  }
  const button = (
    <button type="button" aria-haspopup="dialog" className={buttonClass} onClick={() => setWanted(true)}>
      {t("forms.callBack")}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <CallBackDialog programmes={programmes} />
    </Suspense>
  );
}
