import type { Translate } from "~/messages/catalogue.ts";
import type { AddableShape } from "~/models/added-pages.server.ts";

/**
 * Revision 1 of a page an editor adds, one per addable shape (decision 049): a valid document of the shape, in words
 * from the console's catalogue that ask to be replaced. Lists hold one item; the editor adds the others.
 */
export const starterDocuments: { [S in AddableShape]: (title: string, t: Translate) => unknown } = {
  policy: (title, t) => ({
    ...head(title, t),
    sections: [{ blocks: [{ type: "paragraph", text: t("console.newPage.starter.paragraph") }] }],
  }),
  advisory: (_title, t) => ({
    intro: [t("console.newPage.starter.intro")],
    members: [{ name: t("console.newPage.starter.name"), affiliation: t("console.newPage.starter.affiliation") }],
  }),
  governors: (_title, t) => ({
    intro: [t("console.newPage.starter.intro")],
    members: [
      {
        name: t("console.newPage.starter.name"),
        designation: "Member",
        credentials: t("console.newPage.starter.affiliation"),
      },
    ],
  }),
  "visiting-faculty": (_title, t) => ({
    intro: [t("console.newPage.starter.intro")],
    members: [
      {
        name: t("console.newPage.starter.name"),
        designation: t("console.newPage.starter.affiliation"),
        qualification: t("console.newPage.starter.qualification"),
        pastExperience: t("console.newPage.starter.experience"),
      },
    ],
  }),
  "why-gumla": (title, t) => ({
    ...head(title, t),
    intro: [t("console.newPage.starter.paragraph")],
    reasons: [{ title: t("console.newPage.starter.cardTitle"), text: t("console.newPage.starter.cardText") }],
    facilities: [t("console.newPage.starter.item")],
  }),
  "virtual-lab": (title, t) => ({
    ...head(title, t),
    intro: [t("console.newPage.starter.paragraph")],
    sections: [
      {
        id: "section-1",
        heading: t("console.newPage.starter.heading"),
        courses: [
          {
            name: t("console.newPage.starter.tableName"),
            experiments: [{ name: t("console.newPage.starter.linkName"), url: "https://www.vlab.co.in/" }],
          },
        ],
      },
    ],
  }),
  campus: (title, t) => ({
    ...head(title, t),
    intro: [t("console.newPage.starter.paragraph")],
    buildings: [
      {
        id: "building-1",
        name: t("console.newPage.starter.heading"),
        floors: [{ rooms: [{ count: 1, type: t("console.newPage.starter.room"), area: 1 }] }],
      },
    ],
  }),
  fees: (title, t) => ({
    ...head(title, t),
    intro: [t("console.newPage.starter.paragraph")],
    caption: t("console.newPage.starter.tableName"),
    columns: [t("console.newPage.starter.amount")],
    rows: [{ item: t("console.newPage.starter.item"), cells: ["0.00"] }],
    notes: [],
  }),
};

/** The title and description a shape with a page head carries. */
const head = (title: string, t: Translate) => ({ title, description: t("console.newPage.starter.description") });
