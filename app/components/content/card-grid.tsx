import type { Card } from "~/schemas/content/cards.ts";
import { DocumentText } from "./english-text.tsx";

interface Props {
  cards: Card[];
  headingLevel?: 2 | 3;
  /** Most columns on a wide screen; pick the one that leaves no lone card in the last row. */
  columns?: 2 | 3;
}

/** Cards of a title and a short text in a grid: one column on a phone, two or three on a wider screen. */
export function CardGrid({ cards, headingLevel = 3, columns = 3 }: Props) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="rounded-lg border border-slate-200 border-t-4 border-t-brand-700 bg-white p-5 shadow-sm"
        >
          <Heading className="text-lg font-bold text-brand-900">
            <DocumentText text={card.title} />
          </Heading>
          <p className="mt-2 text-slate-700">
            <DocumentText text={card.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
