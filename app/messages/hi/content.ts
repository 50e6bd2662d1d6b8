/**
 * Hindi of app/messages/en/content.ts: the information pages' table headings, labels and the sentences around content
 * data. The curriculum's column codes (TH (1), PR (4), …) are the board's and stay as they are.
 */
export const contentMessages = {
  "content.none": "कोई नहीं",
  "content.serialNumber": "क्र. सं.",
  "content.lastUpdated": "अंतिम अपडेट:",
  "content.untranslated": "इस पेज के कुछ भाग अंग्रेज़ी में दिखाए गए हैं, जब तक उनका हिंदी अनुवाद अपडेट नहीं हो जाता।",
  // Fee pages
  "content.fees.item": "फ़ीस का मद",
  "content.fees.total": "कुल",
  "content.fees.charge": "राशि",
  "content.fees.appliesTo": "किन पर लागू",
  "content.fees.perYear": "प्रति वर्ष",
  // Campus rooms
  "content.rooms.number": "कमरा नं.",
  "content.rooms.count": "(कमरों की संख्या)",
  "content.rooms.type": "कमरे का प्रकार",
  "content.rooms.area": "कारपेट एरिया (m²)",
  // Virtual lab
  "content.virtualLab.experiment": "प्रयोग (वर्चुअल लैब का लिंक)",
  // Examination staff cards
  "content.staff.qualification": "शैक्षणिक योग्यता",
  "content.staff.experience": "अनुभव",
  "content.staff.dateOfJoining": "कार्यभार ग्रहण की तिथि",
  // Scholarship schemes
  "content.scheme.number": "योजना {number}",
  "content.scheme.apply": "आवेदन करें",
  "content.scheme.applyFor": "{name} के लिए",
  "content.scheme.site": "{site} पर",
  "content.scheme.pagesHelp":
    "इस सूचना में {count} पेज हैं: सभी पेज देखने के लिए बगल की ओर स्क्रॉल करें, और किसी पेज को पूरे आकार में पढ़ने के लिए उसे खोलें।",
  "content.scheme.pagesLabel": "{name}: {count} पेज की सूचना",
  // Curriculum pages: the spec's column headings (001 §2) in their meaning; the codes stay
  "content.curriculum.column.serial": "#",
  "content.curriculum.column.title": "विषय का नाम",
  "content.curriculum.column.abbreviation": "संक्षिप्त नाम",
  "content.curriculum.column.code": "विषय कोड",
  "content.curriculum.column.scheme": "शिक्षण योजना",
  "content.curriculum.column.paperHours": "पेपर के घंटे",
  "content.curriculum.column.th": "TH (1)",
  "content.curriculum.column.pr": "PR (4)",
  "content.curriculum.column.or": "OR (8)",
  "content.curriculum.column.tw": "TW (9)",
  "content.curriculum.column.sw": "SW (16001)",
  "content.curriculum.anyOne": "कोई एक",
  "content.curriculum.total": "कुल",
  "content.curriculum.notes": "टिप्पणियाँ",
  "content.curriculum.semesters": "सेमेस्टर",
  "content.curriculum.heading": "सेमेस्टर के अनुसार पाठ्यक्रम",
  "content.curriculum.caption": "{semester}: विषय, शिक्षण योजना (प्रति सप्ताह घंटे) और अंक",
  "content.curriculum.scrollLabel": "{semester} की पाठ्यक्रम तालिका",
  "content.curriculum.summary": "साप्ताहिक घंटे: {hours}, कुल अंक: {marks}",
  "content.curriculum.marks": "अधिकतम-{max}, न्यूनतम-{min}",
  "content.curriculum.scheme": "TH {th}, TU {tu}, PR {pr}",
} as const;
