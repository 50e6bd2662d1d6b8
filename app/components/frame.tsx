import { createContext, useContext } from "react";
import { PageBanner } from "./page-banner.tsx";

/** Which frame a page is drawn in: the public shell or the staff console. Its layout route sets it. */
export type Frame = "public" | "console";

export const FrameContext = createContext<Frame>("public");

/**
 * The title of a page that belongs to no section (the 404 and error pages): the public banner with its breadcrumb
 * on the public site, the console's plain heading in the console.
 */
export function FrameTitle({ title }: { title: string }) {
  const frame = useContext(FrameContext);
  if (frame === "public") return <PageBanner title={title} />;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 text-center">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
    </div>
  );
}
