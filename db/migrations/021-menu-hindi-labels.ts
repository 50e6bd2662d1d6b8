import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * Hindi labels of the menus' seeded entries (migration 015 left room for them): English label and address → Hindi
 * label, for the header menu and the footer's quick links alike. A demo translation for the college to review, as
 * the Hindi catalogue is (decision 052). Frozen with the migration.
 */
const hindi: [label: string, target: string | null, hindi: string][] = [
  ["Home", "/", "होम"],
  ["Group", null, "समूह"],
  ["About Us", "/about-us", "हमारे बारे में"],
  ["Mission & Vision", "/mission-vision", "मिशन और विज़न"],
  ["Director's Message", "/director-message", "निदेशक का संदेश"],
  ["Pedagogy", "/pedagogy", "शिक्षण पद्धति"],
  ["Why Gumla", "/why-gumla", "गुमला क्यों"],
  ["Anti-Ragging", "/anti-ragging", "एंटी-रैगिंग"],
  ["Alumni Speaks", "/alumni-speaks", "पूर्व छात्रों की बात"],
  ["Placement Policy", "/placement-policy", "प्लेसमेंट नीति"],
  ["Awards", "/gpaward", "पुरस्कार"],
  ["Management", null, "प्रबंधन"],
  ["Board of Governors", "/governors", "बोर्ड ऑफ़ गवर्नर्स"],
  ["Academic Advisory", "/advisory", "अकादमिक सलाहकार समिति"],
  ["Principal", "/principal", "प्राचार्य"],
  ["Core Faculty", "/core-faculty", "कोर फ़ैकल्टी"],
  ["Visiting Faculty", "/visiting-faculty", "विज़िटिंग फ़ैकल्टी"],
  ["Admission Department", "/admission-department", "प्रवेश विभाग"],
  ["Exam Department", "/exam-department", "परीक्षा विभाग"],
  ["Placement Cell", "/placement-cell", "प्लेसमेंट सेल"],
  ["Course", null, "कोर्स"],
  ["Diploma", null, "डिप्लोमा"],
  ["Civil", "/civil", "सिविल"],
  ["Electrical", "/electrical", "इलेक्ट्रिकल"],
  ["Mechanical", "/mechanical", "मैकेनिकल"],
  ["Mining", "/mining", "माइनिंग"],
  ["BCA", "/BCA", "बीसीए"],
  ["Diploma for Working Professionals", "/diploma-working-professional", "कामकाजी पेशेवरों के लिए डिप्लोमा"],
  ["Virtual Lab", "/virtual-lab", "वर्चुअल लैब"],
  ["Fee Structure", null, "फ़ीस"],
  ["Diploma Fees", "/fees", "डिप्लोमा फ़ीस"],
  ["BCA Fees", "/bcafees", "बीसीए फ़ीस"],
  ["Working Professionals Fees", "/diploma-professionalsfees", "कामकाजी पेशेवरों की फ़ीस"],
  ["Production Unit", "/production-unit", "उत्पादन इकाई"],
  ["Campus", "/campus", "कैंपस"],
  ["Gallery", "/gallery", "गैलरी"],
  ["Career", "/career", "करियर"],
  ["Privacy Policy", "/privacy-policy", "गोपनीयता नीति"],
  ["Notice", "/notice", "सूचना"],
  ["Refund Policy", "/refund-cancle", "धनवापसी नीति"],
  ["Contact", "/contact-us", "संपर्क"],
  ["Terms & Condition", "/terms-condition", "नियम और शर्तें"],
  ["Fee Structure", "/fees", "फ़ीस संरचना"],
];

/**
 * Fills the Hindi label of each entry that still has its seeded English label and address and no Hindi label: an
 * entry an editor renamed, pointed elsewhere or already gave a Hindi label keeps what the editor made of it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const [label, target, labelHi] of hindi) {
    await db
      .updateTable("menu_items" as never)
      .set({ label_hi: labelHi } as never)
      .where("label_en" as never, "=", label as never)
      .where((eb) =>
        target === null
          ? eb("kind" as never, "=", "group" as never)
          : eb.and([eb("kind" as never, "=", "link" as never), eb("target" as never, "=", target as never)]),
      )
      .where("label_hi" as never, "is", null as never)
      .execute();
  }
}
