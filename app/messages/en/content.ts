/**
 * Text of the information pages' shared pieces (app/components/content): table headings, labels and the sentences
 * around content data. The content itself (names, fees, notes) is data in content/ and stays there.
 */
export const contentMessages = {
  "content.none": "none",
  "content.serialNumber": "Sl No.",
  "content.lastUpdated": "Last updated:",
  "content.untranslated": "Some parts of this page are shown in English until their translation is brought up to date.",
  // Fee pages
  "content.fees.item": "Fee item",
  "content.fees.total": "Total",
  "content.fees.charge": "Charge",
  "content.fees.appliesTo": "Applies to",
  "content.fees.perYear": "Per year",
  // Campus rooms
  "content.rooms.number": "Room No.",
  "content.rooms.count": "(number of rooms)",
  "content.rooms.type": "Room type",
  "content.rooms.area": "Carpet area (m²)",
  // Virtual lab
  "content.virtualLab.experiment": "Experiment (virtual lab link)",
  // Examination staff cards
  "content.staff.qualification": "Qualification",
  "content.staff.experience": "Experience",
  "content.staff.dateOfJoining": "Date of joining",
  // Scholarship schemes
  "content.scheme.number": "Scheme {number}",
  "content.scheme.apply": "Apply",
  "content.scheme.applyFor": "for {name}",
  "content.scheme.site": "on {site}",
  "content.scheme.pagesHelp":
    "The notice has {count} pages: scroll sideways to see them all, and open a page to read it full size.",
  "content.scheme.pagesLabel": "{name}: notice in {count} pages",
  // Curriculum pages: the column headings are the spec's exact names (001 §2)
  "content.curriculum.column.serial": "#",
  "content.curriculum.column.title": "Subject Title",
  "content.curriculum.column.abbreviation": "Abbreviation",
  "content.curriculum.column.code": "Sub Code",
  "content.curriculum.column.scheme": "Teaching Scheme",
  "content.curriculum.column.paperHours": "Paper HRS",
  "content.curriculum.column.th": "TH (1)",
  "content.curriculum.column.pr": "PR (4)",
  "content.curriculum.column.or": "OR (8)",
  "content.curriculum.column.tw": "TW (9)",
  "content.curriculum.column.sw": "SW (16001)",
  "content.curriculum.anyOne": "Any One",
  "content.curriculum.total": "Total",
  "content.curriculum.notes": "Notes",
  "content.curriculum.semesters": "Semesters",
  "content.curriculum.heading": "Semester-wise curriculum",
  "content.curriculum.caption": "{semester}: subjects, teaching scheme (hours per week) and marks",
  "content.curriculum.scrollLabel": "{semester} curriculum table",
  "content.curriculum.summary": "Weekly hours: {hours}, Total marks: {marks}",
  "content.curriculum.marks": "Max-{max}, Min-{min}",
  "content.curriculum.scheme": "TH {th}, TU {tu}, PR {pr}",
} as const;
