/**
 * Text of the page frames (shell, console frame, error pages) and of the public pages that have no content file for
 * it: page names and descriptions, table headings, section headings.
 */
export const pagesMessages = {
  "antiRagging.helpline": "National anti-ragging helpline (toll-free, 24 hours)",
  "antiRagging.office": "College office",
  "antiRagging.report": "Report ragging",
  "archive.description":
    "News and notices of the college that are no longer on the home page, listed by the year they were first shown.",
  "archive.empty": "Nothing has been archived yet.",
  "archive.feeds": "Follow the news and the notices in a feed reader:",
  "archive.feed.NB": "Notice board (Atom feed)",
  "archive.feed.SN": "Latest news (Atom feed)",
  "archive.intro":
    "News and notices leave the home page when their time is over. Every one of them stays listed here, by the year it was first shown.",
  "archive.kind.NB": "Notice board",
  "archive.kind.SN": "Latest news",
  "archive.shown": "(shown {from} to {until})",
  "archive.title": "Archive",
  "awards.description":
    "Awards and recognitions the college has received for its teaching, skill development and campus, with the citation of each award.",
  "breadcrumb.separator": "›",
  "campus.buildings": "Buildings on this page",
  "career.description":
    "Careers at the college in Gumla: teaching and non-teaching openings are announced here and on the notice board.",
  "career.image":
    "Careers at the college: teaching and non-teaching positions open from time to time; watch the notice board or write to the college office.",
  "career.title": "Career",
  "course.atAGlance": "At a glance",
  "course.branch": "Branch",
  "course.brochure": "Brochure",
  "course.fees": "Fees",
  "course.seats": "Seats",
  "course.seatsCaption": "Seats per branch",
  "error.retry": "Try again",
  "error.retrying": "Trying again…",
  "gallery.albumDescription": "{album}: {photos} from the photo gallery of {name}, Gumla.",
  "gallery.albumTitle": "{heading} – {album}",
  "gallery.description":
    "Photo albums of the college: annual day, industrial visits, sports meets and a tour of the campus and its laboratories.",
  "home.description":
    "{name}: diploma engineering in Civil, Electrical, Mechanical and Mining, and BCA, in Gumla, Jharkhand. Admissions, fees, notices and campus.",
  "home.title": "Home",
  "missionVision.mission": "Mission",
  "missionVision.objectives": "Objectives",
  "missionVision.vision": "Vision",
  "ncc.documents": "Documents and links",
  "ncc.motto": "Motto",
  "notFound.code": "404",
  "gone.code": "410",
  "people.admissionDepartment.caption": "Admission department staff",
  "people.admissionDepartment.description":
    "Meet the admission department: the staff who guide applicants on programmes, eligibility, fees, scholarships and documents.",
  "people.admissionDepartment.title": "Admission Department",
  "people.advisory.caption": "Members of the Academic Advisory",
  "people.advisory.description":
    "The Academic Advisory of the college: university teachers who advise on curriculum, laboratories and examinations, with their departments.",
  "people.advisory.title": "Academic Advisory",
  "people.column.affiliation": "Department / University",
  "people.column.credentials": "Other credentials",
  "people.column.designation": "Designation",
  "people.column.experience": "Experience",
  "people.column.joined": "Date of joining",
  "people.column.name": "Name",
  "people.column.number": "S. No.",
  "people.column.pastExperience": "Past experience",
  "people.column.photo": "Photo",
  "people.column.qualification": "Qualification",
  "people.coreFaculty.caption": "{department} faculty",
  "people.coreFaculty.description":
    "Core faculty of the college by department: names, designations, qualifications, experience and dates of joining of the teaching staff.",
  "people.coreFaculty.title": "Core Faculty",
  "people.directorMessage.description":
    "Messages from the three directors of the college in Gumla on its purpose, its support for students and its link with industry.",
  "people.directorMessage.title": "Director's Message",
  "people.examDepartment.description":
    "The examination department of the college: the controller of examinations and the staff who run class tests and board examinations.",
  "people.examDepartment.title": "Examination Department",
  "people.governors.caption": "Members of the Board of Governors",
  "people.governors.description":
    "The Board of Governors of the polytechnic college in Gumla: its three directors and two members, with their designations and credentials.",
  "people.governors.title": "Board of Governors",
  "people.placementCell.description":
    "The placement cell team of the college in Gumla and its placement policy: attendance, campus interviews and off-campus recruitment.",
  "people.placementCell.policy": "Placement policy",
  "people.placementCell.team": "Placement team",
  "people.placementCell.title": "Placement Cell",
  "people.principal.description":
    "A message from the principal of the polytechnic college in Gumla to students and parents: learning by doing, discipline and placement.",
  "people.principal.heading": "Principal",
  "people.principal.title": "Principal's Message",
  "people.visitingFaculty.caption": "Visiting faculty members",
  "people.visitingFaculty.description":
    "Visiting faculty of the college in Gumla: engineers and teachers from industry and other institutions, their qualifications and experience.",
  "people.visitingFaculty.title": "Visiting Faculty",
  "sitemap.albums": "Photo albums",
  "sitemap.description":
    "Every page of the college website on one page, grouped as the menus group them: the college, courses, fees, forms, policies and help.",
  "sitemap.intro":
    "Every page of this website, grouped as the menus group them. Pages outside the menus are listed after them.",
  "sitemap.mainMenu": "Main menu",
  "sitemap.otherPages": "Other pages",
  "sitemap.title": "Sitemap",
  "productionUnit.column.brochure": "Brochure",
  "productionUnit.column.contact": "Contact Person",
  "productionUnit.column.description": "Brief Description",
  "productionUnit.column.number": "SN",
  "productionUnit.column.product": "Product Name",
  "productionUnit.column.sold": "No. of units sold till date",
  "productionUnit.notRecorded": "not recorded",
  "staff.brand": "{name} · Staff console",
  "staff.signOut": "Sign out",
  "staff.signedIn": "{name} ({role})",
  "whyGumla.facilities": "Facilities",
  "whyGumla.reasons": "Reasons to choose us",
  "formsPage.admission.description":
    "Apply online for admission to diploma engineering, BCA or the diploma for working professionals at the college in Gumla.",
  "formsPage.admission.title": "Apply GPCET",
  "formsPage.alumni.description":
    "Former students of the college: tell us where you work now and how your diploma or BCA prepared you.",
  "formsPage.alumni.title": "Alumni Speaks",
  "formsPage.contact.description":
    "Phone numbers, e-mail and postal address of the college in Gumla, Jharkhand (PIN 835207), and a form to send us a message.",
  "formsPage.contact.title": "Contact Us",
  "formsPage.enquiry.description":
    "Ask the admission office to call you back about a diploma, BCA or working-professional course at the college in Gumla.",
  "formsPage.enquiry.title": "Enquiry",
} as const;
