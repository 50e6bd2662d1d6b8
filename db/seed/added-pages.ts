import { addressInUse } from "../../app/models/added-pages.server.ts";
import { createPage } from "../../app/models/pages.server.ts";
import { type Db, writeTransaction } from "../client.ts";

/*
 * Pages a regulator asks for that the spec does not name (decision 043): seeded as pages editors added, so the
 * college can edit, move or unpublish them. Their content is a realistic sample that says so at the top: the office
 * must correct every name, number and date before relying on it.
 */

const sampleNotice = {
  type: "paragraph",
  text: [
    { text: "Sample content: ", emphasis: true },
    {
      text: "the college office must check and correct every name, number and date on this page before relying on it.",
    },
  ],
} as const;

const table = (caption: string, columns: string[], rows: string[][]) => ({ type: "table", caption, columns, rows });
const paragraph = (text: string) => ({ type: "paragraph", text });

const mandatoryDisclosure = {
  title: "Mandatory Disclosure",
  description:
    "The mandatory disclosure of the college as AICTE asks: the institution, its approvals, governance, courses, intake, fees and facilities.",
  sections: [
    { blocks: [sampleNotice] },
    {
      heading: "The institution",
      blocks: [
        table(
          "The institution",
          ["Item", "Details"],
          [
            ["Name of the institution", "Gumla Polytechnic College of Engineering and Technology"],
            ["Address", "Gumla, Jharkhand"],
            ["AICTE permanent ID", "1-0000000000 (to be corrected)"],
            ["Type", "Private self-financing polytechnic"],
            ["Affiliating board", "Jharkhand University of Technology / State Board of Technical Education"],
            ["Name of the principal", "To be filled in by the college"],
          ],
        ),
      ],
    },
    {
      heading: "Approvals",
      blocks: [
        paragraph(
          "The courses are run with the approval of the All India Council for Technical Education (AICTE). The latest Extension of Approval is displayed at the college office and can be seen on the AICTE portal.",
        ),
        {
          type: "list",
          items: [
            [
              { text: "AICTE approval process handbook: " },
              { text: "aicte-india.org", href: "https://www.aicte-india.org" },
            ],
            "Extension of Approval for the academic year 2026-27 (number and date to be filled in)",
          ],
        },
      ],
    },
    {
      heading: "Courses and intake",
      blocks: [
        table(
          "Approved intake by course",
          ["Course", "Duration", "Approved intake"],
          [
            ["Diploma in Civil Engineering", "3 years", "60"],
            ["Diploma in Electrical Engineering", "3 years", "60"],
            ["Diploma in Mechanical Engineering", "3 years", "60"],
            ["Diploma in Mining Engineering", "3 years", "60"],
            ["Bachelor of Computer Applications (BCA)", "3 years", "60"],
          ],
        ),
      ],
    },
    {
      heading: "Governance and grievances",
      blocks: [
        paragraph(
          "The college is governed by its governing body and advised by its academic advisory board. The committees that the regulators require, with their members and contacts, are listed on the committees page.",
        ),
        {
          type: "list",
          items: [
            [{ text: "Committees of the college", href: "/committees" }],
            [{ text: "Governing body", href: "/governors" }],
            [{ text: "Fee structure of the diploma courses", href: "/diploma-fee" }],
          ],
        },
      ],
    },
  ],
};

const committees = {
  title: "Committees",
  description:
    "The anti-ragging committee and squad, the internal committee, the SC/ST cell and the grievance redressal committee of the college.",
  sections: [
    { blocks: [sampleNotice] },
    {
      heading: "Anti-ragging committee and squad",
      blocks: [
        paragraph(
          "Ragging in any form is forbidden on the campus and in the hostels. A student who is ragged, or sees ragging, can call the national anti-ragging helpline at any hour, or any member of the committee or squad below.",
        ),
        {
          type: "list",
          items: [
            [
              { text: "National anti-ragging helpline (toll free, 24 hours): " },
              { text: "1800-180-5522", href: "tel:18001805522" },
            ],
            [
              { text: "Online complaint and undertaking: " },
              { text: "antiragging.in", href: "https://www.antiragging.in" },
            ],
          ],
        },
        table(
          "Anti-ragging committee",
          ["Role", "Member", "Contact"],
          [
            ["Chairperson", "Principal", "+91 94311 00001"],
            ["Member", "Head of Department, Civil Engineering", "+91 94311 00002"],
            ["Member", "Representative of the district police", "To be filled in"],
            ["Member", "Parent representative", "To be filled in"],
            ["Member", "Student representative", "To be filled in"],
          ],
        ),
        table(
          "Anti-ragging squad",
          ["Role", "Member", "Contact"],
          [
            ["Convenor", "Lecturer, Mechanical Engineering", "To be filled in"],
            ["Member", "Lecturer, Electrical Engineering", "To be filled in"],
            ["Member", "Hostel warden", "To be filled in"],
          ],
        ),
      ],
    },
    {
      heading: "Internal Committee",
      blocks: [
        paragraph(
          "The Internal Committee hears complaints of sexual harassment under the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013. It is chaired by a senior woman member of staff and includes a member from outside the college.",
        ),
        table(
          "Internal Committee",
          ["Role", "Member", "Contact"],
          [
            ["Presiding officer", "Senior woman lecturer", "To be filled in"],
            ["Member", "Woman member of the office staff", "To be filled in"],
            ["External member", "Member of a women's organisation", "To be filled in"],
          ],
        ),
      ],
    },
    {
      heading: "SC/ST cell",
      blocks: [
        paragraph(
          "The SC/ST cell helps students of the Scheduled Castes and Scheduled Tribes with scholarships, admissions and any complaint of discrimination.",
        ),
        table(
          "SC/ST cell",
          ["Role", "Member", "Contact"],
          [
            ["Liaison officer", "Lecturer, Mining Engineering", "To be filled in"],
            ["Member", "Scholarship desk, college office", "To be filled in"],
          ],
        ),
      ],
    },
    {
      heading: "Grievance Redressal Committee and ombudsperson",
      blocks: [
        paragraph(
          "A student or parent with a grievance about admission, fees, examinations or facilities can write to the Grievance Redressal Committee. A grievance not settled by the committee can be taken to the ombudsperson.",
        ),
        table(
          "Grievance Redressal Committee",
          ["Role", "Member", "Contact"],
          [
            ["Chairperson", "Principal", "+91 94311 00001"],
            ["Member", "Senior lecturer", "To be filled in"],
            ["Member", "Student representative", "To be filled in"],
            ["Ombudsperson", "Appointed by the affiliating university", "To be filled in"],
          ],
        ),
        {
          type: "list",
          items: [
            [
              { text: "Write to the college: " },
              { text: "info@gpcetgumla.ac.in", href: "mailto:info@gpcetgumla.ac.in" },
            ],
          ],
        },
      ],
    },
  ],
};

/** The demo pages: path, title, document (policy shape), menu group, and the file of their demo Hindi in content/. */
export const addedSeedPages = [
  {
    path: "/mandatory-disclosure",
    title: mandatoryDisclosure.title,
    document: mandatoryDisclosure,
    group: "about",
    hindi: "hi/added/mandatory-disclosure",
  },
  { path: "/committees", title: committees.title, document: committees, group: "about", hindi: "hi/added/committees" },
] as const;

/**
 * Adds each demo page, published, to a database where no page has its address and no page was moved away from it,
 * new or already in use: an editor's page (or a demo page an editor moved or unpublished) is never touched.
 */
export async function seedAddedPages(database: Db, now: Date = new Date()): Promise<string[]> {
  return writeTransaction(database, async (trx) => {
    const added: string[] = [];
    for (const page of addedSeedPages) {
      if (await addressInUse(trx, page.path)) continue;
      const made = await createPage(
        trx,
        {
          path: page.path,
          shape: "policy",
          menuGroup: page.group,
          title: page.title,
          namedBySpec: false,
          document: page.document,
          publish: true,
        },
        { userId: null, email: null },
        now,
      );
      if (!made.ok) throw new Error(`${page.path}: ${made.issues[0]?.path}: ${made.issues[0]?.message}`);
      added.push(page.path);
    }
    return added;
  });
}
