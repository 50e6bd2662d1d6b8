import { istDateTime } from "~/core/inbox/ist-day.ts";
import { useLanguage } from "~/lib/language.tsx";

/**
 * The history a public status look-up shows (an application's, a grievance's): when, in India Standard Time, and
 * what happened, as the caller words it. Dates and steps only: never who made a change or the office's notes.
 */
export function StatusHistoryTable({
  headings,
  steps,
}: {
  headings: { when: string; what: string };
  steps: { at: string; text: string }[];
}) {
  const language = useLanguage();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col" className="py-2 pr-4">
              {headings.when}
            </th>
            <th scope="col" className="py-2">
              {headings.what}
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step, index) => (
            <tr key={index} className="border-b border-slate-300">
              <td className="py-2 pr-4 whitespace-nowrap">{istDateTime(step.at, language)}</td>
              <td className="py-2">{step.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
