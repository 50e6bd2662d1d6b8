import type { SeatGroup } from "../schema.ts";
import type { DemoPicture } from "./demo-images.ts";

/**
 * The demo content of a fresh install, also used by tests: realistic for a polytechnic in Gumla, Jharkhand,
 * with plainly fictitious people and companies (the news and links: db/seed/demo-news.ts).
 */
export interface DemoProgramme {
  displayText: string;
  programName: string;
  seatGroup: SeatGroup;
  seats: number;
  excluded?: boolean;
}

export const demoProgrammes: DemoProgramme[] = [
  { displayText: "Diploma in Civil Engineering", programName: "Civil", seatGroup: "diploma", seats: 90 },
  { displayText: "Diploma in Mechanical Engineering", programName: "Mechanical", seatGroup: "diploma", seats: 60 },
  { displayText: "Diploma in Electrical Engineering", programName: "Electrical", seatGroup: "diploma", seats: 90 },
  { displayText: "Diploma in Mining Engineering", programName: "Mining", seatGroup: "diploma", seats: 60 },
  { displayText: "Bachelor of Computer Applications", programName: "BCA", seatGroup: "bca", seats: 60 },
  { displayText: "Diploma (AE)", programName: "Diploma (AE)", seatGroup: "diploma", seats: 0, excluded: true },
  {
    displayText: "Diploma for Working Professionals: Civil",
    programName: "Civil (Working Professionals)",
    seatGroup: "working-professional",
    seats: 30,
  },
  {
    displayText: "Diploma for Working Professionals: Electrical",
    programName: "Electrical (Working Professionals)",
    seatGroup: "working-professional",
    seats: 30,
  },
  {
    displayText: "Diploma for Working Professionals: Mining",
    programName: "Mining (Working Professionals)",
    seatGroup: "working-professional",
    seats: 30,
  },
];

export const demoBanners = [
  { title: "Campus of the college in Gumla", picture: { kind: "banner", width: 1600, height: 600, seed: 1 } },
  { title: "Workshops and laboratories", picture: { kind: "banner", width: 1600, height: 600, seed: 2 } },
  { title: "Admissions open for 2026-27", picture: { kind: "banner", width: 1600, height: 600, seed: 5 } },
] satisfies { title: string; picture: DemoPicture }[];

export const demoPlacedStudents = [
  { name: "Aman Kumar Oraon (Mechanical Engineering)", session: "2022-25", companyName: "Koel Power Systems" },
  { name: "Priya Kumari (Civil Engineering)", session: "2022-25", companyName: "Chotanagpur Constructions Pvt Ltd" },
  { name: "Sunil Minz (Electrical Engineering)", session: "2022-25", companyName: "Palamu Electricals" },
  { name: "Neha Tirkey (Mining Engineering)", session: "2021-24", companyName: "Netarhat Mining Services" },
  { name: "Rohit Sahu (Civil Engineering)", session: "2021-24", companyName: "Subarnarekha Engineering Works" },
  { name: "Anjali Lakra (Electrical Engineering)", session: "2021-24", companyName: "Koel Power Systems" },
  { name: "Vikas Munda (Mechanical Engineering)", session: "2022-25", companyName: "Ranchi Steel Fabricators" },
];

export const demoAlbums = [
  {
    galleryCode: "annual-day-2025",
    title: "Annual Day 2025",
    seed: 10,
    images: [
      "Lamp lighting",
      "Cultural programme",
      "Prize distribution",
      "Group dance",
      "Guests on stage",
      "Vote of thanks",
    ],
  },
  {
    galleryCode: "industrial-visit-2025",
    title: "Industrial Visit 2025",
    seed: 20,
    images: ["At the substation", "Control room", "Transformer yard", "Safety briefing", "Group photo"],
  },
  {
    galleryCode: "sports-meet-2024",
    title: "Sports Meet 2024",
    seed: 30,
    images: ["March past", "100 m sprint", "Football final", "Volleyball", "Tug of war", "Winners"],
  },
  {
    galleryCode: "campus-tour",
    title: "Campus Tour",
    seed: 40,
    images: ["Institute building", "Library", "Workshop", "Hostel", "Cafeteria", "Seminar hall"],
  },
];

export const demoFaculty = [
  {
    department: "Civil Engineering",
    staff: [
      {
        name: "Er. Sanjay Prasad",
        designation: "Head of Department",
        qualification: "M.Tech (Structural Engineering)",
        experience: "12 years",
        dateOfJoining: "2014-07-01",
      },
      {
        name: "Er. Kavita Ekka",
        designation: "Lecturer",
        qualification: "B.Tech (Civil Engineering)",
        experience: "6 years",
        dateOfJoining: "2019-03-12",
      },
    ],
  },
  {
    department: "Electrical Engineering",
    staff: [
      {
        name: "Er. Manoj Mahto",
        designation: "Head of Department",
        qualification: "M.Tech (Power Systems)",
        experience: "10 years",
        dateOfJoining: "2015-08-03",
      },
      {
        name: "Er. Rina Kujur",
        designation: "Lecturer",
        qualification: "B.Tech (Electrical Engineering)",
        experience: "5 years",
        dateOfJoining: "2020-01-20",
      },
    ],
  },
  {
    department: "Mechanical Engineering",
    staff: [
      {
        name: "Er. Deepak Singh",
        designation: "Head of Department",
        qualification: "M.Tech (Thermal Engineering)",
        experience: "11 years",
        dateOfJoining: "2014-09-15",
      },
      {
        name: "Er. Arun Bara",
        designation: "Lecturer",
        qualification: "B.Tech (Mechanical Engineering)",
        experience: "4 years",
        dateOfJoining: "2021-02-01",
      },
    ],
  },
  {
    department: "Mining Engineering",
    staff: [
      {
        name: "Er. Prakash Soren",
        designation: "Head of Department",
        qualification: "M.Tech (Mining Engineering)",
        experience: "9 years",
        dateOfJoining: "2016-06-10",
      },
    ],
  },
  {
    department: "Applied Science and Humanities",
    staff: [
      {
        name: "Dr. Meena Toppo",
        designation: "Lecturer (Physics)",
        qualification: "M.Sc, Ph.D (Physics)",
        experience: "8 years",
        dateOfJoining: "2017-07-24",
      },
      {
        name: "Mr. Rajesh Gupta",
        designation: "Lecturer (Mathematics)",
        qualification: "M.Sc (Mathematics)",
        experience: "7 years",
        dateOfJoining: "2018-08-06",
      },
    ],
  },
  /** No published staff yet: the page must leave this group out. */
  { department: "Computer Applications", staff: [] },
];

export const demoExamStaff = [
  {
    name: "Mr. Suresh Bhagat",
    designation: "Controller of Examinations",
    qualification: "M.Com",
    experience: "14 years",
    dateOfJoining: "2013-04-01",
  },
  {
    name: "Ms. Pooja Xalxo",
    designation: "Examination Assistant",
    qualification: "B.Com",
    experience: "5 years",
    dateOfJoining: "2020-11-02",
  },
  {
    name: "Mr. Anil Barla",
    designation: "Data Entry Operator",
    qualification: "BCA",
    experience: "3 years",
    dateOfJoining: "2022-06-13",
  },
];

export const demoAlumniCourses = [
  "Diploma in Civil Engineering",
  "Diploma in Electrical Engineering",
  "Diploma in Mechanical Engineering",
  "Diploma in Mining Engineering",
  "Bachelor of Computer Applications",
];

export const demoAwards = [
  { caption: "Best Emerging Polytechnic in Jharkhand, 2022" },
  { caption: "Excellence in Skill Development, 2022" },
  { caption: "Green Campus Award, 2022" },
  { caption: "" },
  { caption: "" },
  { caption: "" },
];

/**
 * The demo Hindi of the staff lists' designations, qualifications and experience (decision 071), by their English: a
 * demo translation for the college to review in the console. A year count is written "N वर्ष".
 */
export const demoStaffHindi: Readonly<Record<string, string>> = {
  "Head of Department": "विभागाध्यक्ष",
  Lecturer: "व्याख्याता",
  "Lecturer (Physics)": "व्याख्याता (भौतिकी)",
  "Lecturer (Mathematics)": "व्याख्याता (गणित)",
  "Controller of Examinations": "परीक्षा नियंत्रक",
  "Examination Assistant": "परीक्षा सहायक",
  "Data Entry Operator": "डेटा एंट्री ऑपरेटर",
  "M.Tech (Structural Engineering)": "एम.टेक (स्ट्रक्चरल इंजीनियरिंग)",
  "M.Tech (Power Systems)": "एम.टेक (पावर सिस्टम्स)",
  "M.Tech (Thermal Engineering)": "एम.टेक (थर्मल इंजीनियरिंग)",
  "M.Tech (Mining Engineering)": "एम.टेक (माइनिंग इंजीनियरिंग)",
  "B.Tech (Civil Engineering)": "बी.टेक (सिविल इंजीनियरिंग)",
  "B.Tech (Electrical Engineering)": "बी.टेक (इलेक्ट्रिकल इंजीनियरिंग)",
  "B.Tech (Mechanical Engineering)": "बी.टेक (मैकेनिकल इंजीनियरिंग)",
  "M.Sc, Ph.D (Physics)": "एम.एससी, पीएच.डी (भौतिकी)",
  "M.Sc (Mathematics)": "एम.एससी (गणित)",
  "M.Com": "एम.कॉम",
  "B.Com": "बी.कॉम",
  BCA: "बीसीए",
};

/** The demo Hindi of a staff fact: from the list above, or "N वर्ष" for "N years"; "" when there is none. */
export function demoStaffFactHindi(english: string): string {
  const years = /^(\d+) years?$/.exec(english);
  return years ? `${years[1]} वर्ष` : (demoStaffHindi[english] ?? "");
}
