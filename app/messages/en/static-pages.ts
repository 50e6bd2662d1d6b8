/**
 * Text drawn only in HTML that no React runs over in the browser: the pages without React (decision 024: the
 * information, people, course, campus, archive, gallery and site map pages) and the home page's sections rendered
 * as HTML (decision 029). The browser's build leaves it out of the catalogue that a page which hydrates loads; the
 * modules that draw it add it (app/messages/static-page-messages.ts), for a client-side navigation to such a page.
 */
export const staticPagesMessages = {
  "antiRagging.grievance": "You can also lodge a complaint online with the Grievance Redressal Committee.",
  "antiRagging.helpline": "National anti-ragging helpline (toll-free, 24 hours)",
  "antiRagging.office": "College office",
  "antiRagging.report": "Report ragging",
  "archive.empty": "Nothing has been archived yet.",
  "archive.feeds": "Follow the news and the notices in a feed reader:",
  "archive.feed.NB": "Notice board (Atom feed)",
  "archive.feed.SN": "Latest news (Atom feed)",
  "archive.intro":
    "News and notices leave the home page when their time is over. Every one of them stays listed here, by the year it was first shown.",
  "archive.shown": "(shown {from} to {until})",
  "campus.buildings": "Buildings on this page",
  "career.image":
    "Careers at the college: teaching and non-teaching positions open from time to time; watch the notice board or write to the college office.",
  "course.atAGlance": "At a glance",
  "course.branch": "Branch",
  "course.brochure": "Brochure",
  "course.fees": "Fees",
  "course.seats": "Seats",
  "course.seatsCaption": "Seats per branch",
  "missionVision.mission": "Mission",
  "missionVision.objectives": "Objectives",
  "missionVision.vision": "Vision",
  "ncc.documents": "Documents and links",
  "ncc.motto": "Motto",
  "people.admissionDepartment.caption": "Admission department staff",
  "people.admissionDepartment.title": "Admission Department",
  "people.advisory.caption": "Members of the Academic Advisory",
  "people.advisory.title": "Academic Advisory",
  "people.column.affiliation": "Department / University",
  "people.column.credentials": "Other credentials",
  "people.column.designation": "Designation",
  "people.governors.Director": "Director",
  "people.governors.Member": "Member",
  "people.column.experience": "Experience",
  "people.column.joined": "Date of joining",
  "people.column.name": "Name",
  "people.column.number": "S. No.",
  "people.column.pastExperience": "Past experience",
  "people.column.photo": "Photo",
  "people.column.qualification": "Qualification",
  "people.coreFaculty.caption": "{department} faculty",
  "people.coreFaculty.title": "Core Faculty",
  "people.directorMessage.title": "Director's Message",
  "people.examDepartment.title": "Examination Department",
  "people.governors.caption": "Members of the Board of Governors",
  "people.governors.title": "Board of Governors",
  "people.placementCell.policy": "Placement policy",
  "people.placementCell.team": "Placement team",
  "people.placementCell.title": "Placement Cell",
  "people.principal.heading": "Principal",
  "people.visitingFaculty.caption": "Visiting faculty members",
  "people.visitingFaculty.title": "Visiting Faculty",
  "sitemap.albums": "Photo albums",
  "sitemap.intro":
    "Every page of this website, grouped as the menus group them. Pages outside the menus are listed after them.",
  "sitemap.mainMenu": "Main menu",
  "sitemap.otherPages": "Other pages",
  "productionUnit.notRecorded": "not recorded",
  "whyGumla.facilities": "Facilities",
  "whyGumla.reasons": "Reasons to choose us",
  "external.newTab": "(opens in a new tab)",
  "home.courses": "Courses and seats",
  "home.diplomaSeats": "Diploma engineering",
  "home.bcaSeats": "Bachelor of Computer Applications",
  "home.workingSeats": "Diploma for Working Professionals",
  "home.seats": "{count} seats",
  "home.noticeBoard": "Notice Board",
  "home.usefulLinks": "Useful Links",
  "home.importantLinks": "Important Links",
  "home.moreLinks": "Quick Links",
  "home.approvals": "Approvals and Affiliation",
  "home.academicYear": "Academic year {year}",
  "home.tieUps": "Institution Tie-ups",
  "home.recruiters": "Top Recruiters",
  "home.videos": "Videos",
  "home.partnership": "Industry–Academia Partnership",
  "gallery.noAlbums": "There are no photo albums to show yet.",
  "gallery.loadingAlbum": "Loading album…",
  "archive.description":
    "News and notices of the college that are no longer on the home page, listed by the year they were first shown.",
  "archive.kind.NB": "Notice board",
  "archive.kind.SN": "Latest news",
  "people.admissionDepartment.description":
    "Meet the admission department: the staff who guide applicants on programmes, eligibility, fees, scholarships and documents.",
  "people.advisory.description":
    "The Academic Advisory of the college: university teachers who advise on curriculum, laboratories and examinations, with their departments.",
  "people.coreFaculty.description":
    "Core faculty of the college by department: names, designations, qualifications, experience and dates of joining of the teaching staff.",
  "people.directorMessage.description":
    "Messages from the three directors of the college in Gumla on its purpose, its support for students and its link with industry.",
  "people.examDepartment.description":
    "The examination department of the college: the controller of examinations and the staff who run class tests and board examinations.",
  "people.governors.description":
    "The Board of Governors of the polytechnic college in Gumla: its three directors and two members, with their designations and credentials.",
  "people.placementCell.description":
    "The placement cell team of the college in Gumla and its placement policy: attendance, campus interviews and off-campus recruitment.",
  "people.principal.description":
    "A message from the principal of the polytechnic college in Gumla to students and parents: learning by doing, discipline and placement.",
  "people.visitingFaculty.description":
    "Visiting faculty of the college in Gumla: engineers and teachers from industry and other institutions, their qualifications and experience.",
  "people.principal.title": "Principal's Message",
  "sitemap.description":
    "Every page of the college website on one page, grouped as the menus group them: the college, courses, fees, forms, policies and help.",
  "productionUnit.column.brochure": "Brochure",
  "productionUnit.column.contact": "Contact Person",
  "productionUnit.column.description": "Brief Description",
  "productionUnit.column.number": "SN",
  "productionUnit.column.product": "Product Name",
  "productionUnit.column.sold": "No. of units sold till date",
  "gallery.description":
    "Photo albums of the college: annual day, industrial visits, sports meets and a tour of the campus and its laboratories.",
  "career.title": "Career",
  "career.description":
    "Careers at the college in Gumla: teaching and non-teaching openings are announced here and on the notice board.",
} as const;
