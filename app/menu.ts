import type { MessageKey } from "./messages/catalogue.ts";

/**
 * The header menu, exactly the spec's groups, items and order (spec 000 §2 "Shell on every page"). Labels are
 * message keys (app/messages/en/menu.ts), so the menu reads in the page's language.
 */
export type MenuLink = { labelKey: MessageKey; to: string };
export type MenuGroup = { labelKey: MessageKey; items: (MenuLink | MenuGroup)[] };
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => "items" in entry;

export const mainMenu: MenuEntry[] = [
  { labelKey: "menu.home", to: "/" },
  {
    labelKey: "menu.group",
    items: [
      { labelKey: "menu.aboutUs", to: "/about-us" },
      { labelKey: "menu.missionVision", to: "/mission-vision" },
      { labelKey: "menu.directorMessage", to: "/director-message" },
      { labelKey: "menu.pedagogy", to: "/pedagogy" },
      { labelKey: "menu.whyGumla", to: "/why-gumla" },
      { labelKey: "menu.antiRagging", to: "/anti-ragging" },
      { labelKey: "menu.alumniSpeaks", to: "/alumni-speaks" },
      { labelKey: "menu.placementPolicy", to: "/placement-policy" },
      { labelKey: "menu.awards", to: "/gpaward" },
    ],
  },
  {
    labelKey: "menu.management",
    items: [
      { labelKey: "menu.governors", to: "/governors" },
      { labelKey: "menu.advisory", to: "/advisory" },
      { labelKey: "menu.principal", to: "/principal" },
      { labelKey: "menu.coreFaculty", to: "/core-faculty" },
      { labelKey: "menu.visitingFaculty", to: "/visiting-faculty" },
      { labelKey: "menu.admissionDepartment", to: "/admission-department" },
      { labelKey: "menu.examDepartment", to: "/exam-department" },
      { labelKey: "menu.placementCell", to: "/placement-cell" },
    ],
  },
  {
    labelKey: "menu.course",
    items: [
      {
        labelKey: "menu.diploma",
        items: [
          { labelKey: "menu.civil", to: "/civil" },
          { labelKey: "menu.electrical", to: "/electrical" },
          { labelKey: "menu.mechanical", to: "/mechanical" },
          { labelKey: "menu.mining", to: "/mining" },
        ],
      },
      { labelKey: "menu.bca", to: "/BCA" },
      { labelKey: "menu.workingProfessionals", to: "/diploma-working-professional" },
    ],
  },
  { labelKey: "menu.virtualLab", to: "/virtual-lab" },
  {
    labelKey: "menu.feeStructure",
    items: [
      { labelKey: "menu.diplomaFees", to: "/fees" },
      { labelKey: "menu.bcaFees", to: "/bcafees" },
      { labelKey: "menu.workingProfessionalsFees", to: "/diploma-professionalsfees" },
    ],
  },
  { labelKey: "menu.productionUnit", to: "/production-unit" },
  { labelKey: "menu.campus", to: "/campus" },
  { labelKey: "menu.gallery", to: "/gallery" },
];

export const footerLinks: MenuLink[] = [
  { labelKey: "menu.home", to: "/" },
  { labelKey: "menu.gallery", to: "/gallery" },
  { labelKey: "menu.career", to: "/career" },
  { labelKey: "menu.privacyPolicy", to: "/privacy-policy" },
  { labelKey: "menu.notice", to: "/notice" },
  { labelKey: "menu.refundPolicy", to: "/refund-cancle" },
  { labelKey: "menu.contact", to: "/contact-us" },
  { labelKey: "menu.termsCondition", to: "/terms-condition" },
  { labelKey: "menu.feeStructure", to: "/fees" },
];
