import { STUDENT_LOGIN_LINK_ID } from "../../app/lib/links.ts";
import type { NewsKind } from "../schema.ts";

/** The demo news, notices and links of a fresh install (db/seed/demo-content.ts holds the rest of the demo content). */
export interface DemoNews {
  kind: NewsKind;
  title: string;
  /** The Hindi title (a demo translation for the college to review); social links and the HTML list have none. */
  titleHi?: string;
  targetLink: string;
  isNew?: boolean;
  id?: number;
  /** A past show window (ISO instants): the item is archived (`/archive`), not shown on the home page. */
  shown?: { from: string; until: string };
}

export const demoNews: DemoNews[] = [
  {
    kind: "SN",
    title: "Admissions open for the 2026-27 session: apply online",
    titleHi: "2026-27 सत्र के लिए प्रवेश शुरू: ऑनलाइन आवेदन करें",
    targetLink: "/gpcet-form",
    isNew: true,
  },
  {
    kind: "SN",
    title: "Odd-semester examination schedule published",
    titleHi: "विषम सेमेस्टर की परीक्षा का कार्यक्रम जारी",
    targetLink: "/notice",
    isNew: true,
  },
  {
    kind: "SN",
    title: "Campus placement drive by Koel Power Systems on 5 December",
    titleHi: "5 दिसंबर को Koel Power Systems का कैंपस प्लेसमेंट अभियान",
    targetLink: "/placement-cell",
  },
  {
    kind: "SN",
    title: "NCC enrolment for first-year students",
    titleHi: "पहले वर्ष के छात्रों के लिए एनसीसी नामांकन",
    targetLink: "/ncc",
  },
  {
    kind: "SN",
    title: "Scholarship portal deadlines for 2026-27",
    titleHi: "2026-27 के लिए छात्रवृत्ति पोर्टल की अंतिम तिथियाँ",
    targetLink: "/scholarship",
  },
  {
    kind: "NB",
    title: "Fee payment for the even semester is due by 15 January",
    titleHi: "सम सेमेस्टर की फ़ीस 15 जनवरी तक जमा करें",
    targetLink: "/fees",
    isNew: true,
  },
  {
    kind: "NB",
    title: "Anti-ragging undertaking to be submitted by all new students",
    titleHi: "सभी नए छात्र एंटी-रैगिंग शपथ-पत्र जमा करें",
    targetLink: "/anti-ragging",
    isNew: true,
  },
  {
    kind: "NB",
    title: "Revised academic calendar 2026-27",
    titleHi: "संशोधित शैक्षणिक कैलेंडर 2026-27",
    targetLink: "/notice",
  },
  {
    kind: "NB",
    title: "Industrial visit to a thermal power station for Electrical 5th semester",
    titleHi: "इलेक्ट्रिकल 5वें सेमेस्टर के लिए थर्मल पावर स्टेशन का औद्योगिक भ्रमण",
    targetLink: "/electrical",
  },
  {
    kind: "NB",
    title: "Library timings extended during examinations",
    titleHi: "परीक्षाओं के दौरान पुस्तकालय का समय बढ़ाया गया",
    targetLink: "/campus",
  },
  {
    kind: "NB",
    title: "Merit list for lateral entry admission",
    titleHi: "लेटरल एंट्री प्रवेश की मेरिट सूची",
    targetLink: "/notice",
  },
  {
    kind: "NB",
    title: "Virtual lab sessions for Mining 1st year",
    titleHi: "माइनिंग पहले वर्ष के लिए वर्चुअल लैब सत्र",
    targetLink: "/virtual-lab",
  },
  {
    kind: "SN",
    title: "Results of the odd-semester examinations 2025 declared",
    titleHi: "विषम सेमेस्टर की परीक्षाओं 2025 के परिणाम घोषित",
    targetLink: "/notice",
    shown: { from: "2025-02-10T04:30:00.000Z", until: "2025-03-10T18:30:00.000Z" },
  },
  {
    kind: "NB",
    title: "Holiday on account of Sarhul",
    titleHi: "सरहुल के अवसर पर छुट्टी",
    targetLink: "/notice",
    shown: { from: "2025-03-25T04:30:00.000Z", until: "2025-04-02T18:30:00.000Z" },
  },
  {
    kind: "NB",
    title: "Counselling schedule for admission 2025-26",
    titleHi: "प्रवेश 2025-26 की काउंसलिंग का कार्यक्रम",
    targetLink: "/gpcet-form",
    shown: { from: "2025-06-01T04:30:00.000Z", until: "2025-07-15T18:30:00.000Z" },
  },
  {
    kind: "NB",
    title: "Winter vacation notice 2024",
    titleHi: "सर्दियों की छुट्टी की सूचना 2024",
    targetLink: "/notice",
    shown: { from: "2024-12-18T04:30:00.000Z", until: "2025-01-01T18:30:00.000Z" },
  },
  {
    kind: "UL",
    title: "Jharkhand University of Technology",
    titleHi: "झारखंड प्रौद्योगिकी विश्वविद्यालय",
    targetLink: "https://jut.ac.in/",
  },
  {
    kind: "UL",
    title: "All India Council for Technical Education",
    titleHi: "अखिल भारतीय तकनीकी शिक्षा परिषद",
    targetLink: "https://www.aicte-india.org/",
  },
  {
    kind: "UL",
    title: "National Scholarship Portal",
    titleHi: "राष्ट्रीय छात्रवृत्ति पोर्टल",
    targetLink: "https://scholarships.gov.in/",
  },
  { kind: "UL", title: "Virtual Labs", titleHi: "वर्चुअल लैब्स", targetLink: "https://www.vlab.co.in/" },
  { kind: "IL", title: "Student Portal", titleHi: "छात्र पोर्टल", targetLink: "/contact-us", id: STUDENT_LOGIN_LINK_ID },
  { kind: "IL", title: "Apply for admission", titleHi: "प्रवेश के लिए आवेदन करें", targetLink: "/gpcet-form" },
  { kind: "IL", title: "Alumni feedback", titleHi: "पूर्व छात्रों की राय", targetLink: "/alumni-speaks" },
  { kind: "IL", title: "Fee structure", titleHi: "फ़ीस संरचना", targetLink: "/fees" },
  { kind: "SM", title: "Facebook", targetLink: "https://www.facebook.com/" },
  { kind: "SM", title: "YouTube", targetLink: "https://www.youtube.com/" },
  { kind: "SM", title: "Instagram", targetLink: "https://www.instagram.com/" },
  { kind: "SM", title: "LinkedIn", targetLink: "https://www.linkedin.com/" },
  { kind: "IM", title: "<strong>AICTE</strong> approval letter 2026-27", targetLink: "/notice" },
  { kind: "IM", title: "Mandatory disclosure <em>(updated)</em>", targetLink: "/about-us" },
  { kind: "IM", title: "Grievance redressal", targetLink: "/contact-us" },
];
