import { Suspense, lazy } from "react";
import type { FailureText } from "./route-error-view.tsx";

export type { FailureText };

/**
 * The error view comes when an error is first shown, not with every page that hydrates: while it loads, a page that
 * hydrates an error keeps the server's markup, and a client-side navigation that ends in an error shows the frame
 * without it. On the server it is loaded once per process, by the first error page (which is then drawn by the
 * streaming renderer, app/lib/render-document.server.tsx); every later one is drawn at once.
 */
const View = lazy(() => import("./route-error-view.tsx").then((module) => ({ default: module.RouteErrorView })));

/** The one error boundary of the site, drawn inside the frame of the section it happens in (the layouts export it). */
export function RouteError(props: { error: unknown; failure?: FailureText }) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
