import type { ReactNode } from "react";
import { PageBanner } from "../page-banner.tsx";

/** The frame of an information page: banner with breadcrumb, then the content in a readable column. */
export function InfoPage({ title, wide = false, children }: { title: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <>
      <PageBanner title={title} />
      <div className={`mx-auto px-4 py-10 ${wide ? "max-w-7xl" : "max-w-4xl"} space-y-6 leading-relaxed`}>
        {children}
      </div>
    </>
  );
}
