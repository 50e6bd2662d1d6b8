import { renderToStaticMarkup } from "react-dom/server";
import type { NoticeShown, NoticeView } from "~/core/privacy-notice.ts";
import { telHref } from "~/core/tel-href.ts";

/** The notice's summary, and the whole of it behind a disclosure that needs no script (React escapes every text). */
function NoticeBody({ notice }: { notice: NoticeView }) {
  const { officer } = notice;
  return (
    <>
      <p>{notice.summary}</p>
      <details>
        <summary className="cursor-pointer font-semibold text-brand-800 underline">{notice.heading}</summary>
        <dl className="mt-2 space-y-2">
          {notice.points.map((point) => (
            <div key={point.label}>
              <dt className="font-semibold">{point.label}</dt>
              <dd>{point.text}</dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold">{officer.label}</dt>
            <dd>
              {/* A person's name as the college writes it; the designation in English when it has no Hindi. */}
              <span lang="en">{officer.name}</span>,{" "}
              {officer.english ? <span lang="en">{officer.designation}</span> : officer.designation}
              <br />
              <a href={`mailto:${officer.email}`} className="break-all text-brand-700 underline">
                {officer.email}
              </a>
              {", "}
              <a href={telHref(officer.phone)} className="text-brand-700 underline">
                {officer.phone}
              </a>
            </dd>
          </div>
        </dl>
        <ul className="mt-2 flex flex-wrap gap-x-4">
          {notice.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-block py-2 text-brand-700 underline">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

/** The notice as the shell's data carries it to every form: its body drawn here, on the server. */
export function noticeShown(notice: NoticeView): NoticeShown {
  return {
    version: notice.version,
    consentLabel: notice.consentLabel,
    body: renderToStaticMarkup(<NoticeBody notice={notice} />),
  };
}
