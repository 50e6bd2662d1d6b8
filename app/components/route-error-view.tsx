import { Form, isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { useT } from "~/lib/language.tsx";
import type { MessageKey } from "~/messages/catalogue.ts";
import { FrameTitle } from "./frame.tsx";
import { NotFound } from "./not-found.tsx";

/** The words a page uses when its data could not be loaded; the general ones fit any page. */
export interface FailureText {
  title: MessageKey;
  heading?: MessageKey;
  text: MessageKey;
  retry: MessageKey;
  retrying: MessageKey;
}

const generalFailure: FailureText = {
  title: "error.title",
  text: "error.text",
  retry: "error.retry",
  retrying: "error.retrying",
};

/** A 4xx answer other than 404 and 403 (a bad request) comes back the same when asked again: no retry. */
const retryHelps = (error: unknown) => !isRouteErrorResponse(error) || error.status >= 500;

/**
 * What the error boundary shows (`RouteError`, app/components/route-error.tsx, which the browser loads this from
 * only when an error is shown), drawn inside the frame of the section it happens in:
 * 404 is the not-found page, 403 says the account may not open the page, and anything else says the page failed
 * and, where asking again can help (a failed load), offers a retry that asks for the same address again: a GET form,
 * so it works on pages without React too (with React it runs the page's loaders again without a page load).
 */
export function RouteErrorView({ error, failure = generalFailure }: { error: unknown; failure?: FailureText }) {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <>
        <FrameTitle title={t("forbidden.title")} />
        <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg">{t("forbidden.text")}</p>
      </>
    );
  }
  const retrying = navigation.state !== "idle";
  return (
    <>
      <FrameTitle title={t(failure.title)} />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <div role="alert" className="space-y-2">
          {failure.heading ? <h2 className="text-xl font-bold text-brand-900">{t(failure.heading)}</h2> : null}
          <p className={failure.heading ? undefined : "text-lg"}>{t(failure.text)}</p>
        </div>
        {retryHelps(error) ? (
          <Form method="get" action={location.pathname}>
            {[...new URLSearchParams(location.search)].map(([name, value], index) => (
              <input key={index} type="hidden" name={name} value={value} />
            ))}
            <button
              type="submit"
              disabled={retrying}
              className="mt-6 inline-flex min-h-11 items-center gap-2 rounded bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
            >
              {retrying ? (
                <span
                  aria-hidden="true"
                  className="size-4 rounded-full border-2 border-white/50 border-t-white motion-safe:animate-spin"
                />
              ) : null}
              {retrying ? t(failure.retrying) : t(failure.retry)}
            </button>
          </Form>
        ) : null}
      </div>
    </>
  );
}
