import type { MessageKey } from "./messages/en.ts";

/** The header menu, exactly the spec's groups, items and order (spec 000 §2 "Shell on every page"). */
export type MenuLink = { label: string; to: string };
export type MenuGroup = { labelKey: MessageKey; items: (MenuLink | MenuGroup)[] };
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => "items" in entry;

export const mainMenu: MenuEntry[] = [
  { label: "Home", to: "/" },
  {
    labelKey: "menu.group",
    items: [
      { label: "About Us", to: "/about-us" },
      { label: "Mission & Vision", to: "/mission-vision" },
      { label: "Director's Message", to: "/director-message" },
      { label: "Pedagogy", to: "/pedagogy" },
      { label: "Why Gumla", to: "/why-gumla" },
      { label: "Anti-Ragging", to: "/anti-ragging" },
      { label: "Alumni Speaks", to: "/alumni-speaks" },
      { label: "Placement Policy", to: "/placement-policy" },
      { label: "Awards", to: "/gpaward" },
    ],
  },
  {
    labelKey: "menu.management",
    items: [
      { label: "Board of Governors", to: "/governors" },
      { label: "Academic Advisory", to: "/advisory" },
      { label: "Principal", to: "/principal" },
      { label: "Core Faculty", to: "/core-faculty" },
      { label: "Visiting Faculty", to: "/visiting-faculty" },
      { label: "Admission Department", to: "/admission-department" },
      { label: "Exam Department", to: "/exam-department" },
      { label: "Placement Cell", to: "/placement-cell" },
    ],
  },
  {
    labelKey: "menu.course",
    items: [
      {
        labelKey: "menu.diploma",
        items: [
          { label: "Civil", to: "/civil" },
          { label: "Electrical", to: "/electrical" },
          { label: "Mechanical", to: "/mechanical" },
          { label: "Mining", to: "/mining" },
        ],
      },
      { label: "BCA", to: "/BCA" },
      { label: "Diploma for Working Professionals", to: "/diploma-working-professional" },
    ],
  },
  { label: "Virtual Lab", to: "/virtual-lab" },
  {
    labelKey: "menu.feeStructure",
    items: [
      { label: "Diploma Fees", to: "/fees" },
      { label: "BCA Fees", to: "/bcafees" },
      { label: "Working Professionals Fees", to: "/diploma-professionalsfees" },
    ],
  },
  { label: "Production Unit", to: "/production-unit" },
  { label: "Campus", to: "/campus" },
  { label: "Gallery", to: "/gallery" },
];

export const footerLinks: MenuLink[] = [
  { label: "Home", to: "/" },
  { label: "Gallery", to: "/gallery" },
  { label: "Career", to: "/career" },
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Notice", to: "/notice" },
  { label: "Refund Policy", to: "/refund-cancle" },
  { label: "Contact", to: "/contact-us" },
  { label: "Terms & Condition", to: "/terms-condition" },
  { label: "Fee Structure", to: "/fees" },
];
