import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Dialect } from "../client.ts";

/**
 * The Hindi of the staff lists and of the campus page's rooms (decision 071).
 *
 * - The faculty and the examination staff get an optional Hindi designation, qualification and experience, shown on
 *   the Hindi pages ("" while there is none: the English is shown, marked as English). A name stays as the college
 *   writes it, in one spelling.
 * - The campus page's room types became texts of the page (they had been taken for codes): a database whose campus
 *   page already has its demo Hindi gets the rooms' demo Hindi here, once, for each room type it shows that has no
 *   Hindi yet, as not reviewed. Nothing an editor wrote is replaced. (A migration keeps its own copy of the texts.)
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const table of ["faculty_staff", "exam_staff"]) {
    for (const [column, size] of [
      ["designation_hi", 200],
      ["qualification_hi", 300],
      ["experience_hi", 100],
    ] as const) {
      await db.schema
        .alterTable(table)
        .addColumn(column, `varchar(${size})`, (col) => col.notNull().defaultTo(""))
        .execute();
    }
  }
  await addRoomHindi(db as Kysely<RoomTables>);
}

interface RoomTables {
  pages: { id: number; path: string | null; shape: string };
  page_revisions: { page_id: number; document: string };
  page_translations: {
    page_id: number;
    language: string;
    source_hash: string;
    text: string;
    reviewed: number;
    updated_by: number | null;
    updated_at: string;
  };
}

async function addRoomHindi(db: Kysely<RoomTables>): Promise<void> {
  const pages = await db.selectFrom("pages").select("id").where("shape", "=", "campus").execute();
  for (const { id } of pages) {
    const hasHindi = await db
      .selectFrom("page_translations")
      .select("page_id")
      .where("page_id", "=", id)
      .where("language", "=", "hi")
      .limit(1)
      .executeTakeFirst();
    // A page with no Hindi at all gets the whole demo translation from the seed.
    if (!hasHindi) continue;
    const revisions = await db.selectFrom("page_revisions").select("document").where("page_id", "=", id).execute();
    const shown = new Set(revisions.flatMap(({ document }) => roomTypes(document)));
    const known = new Set(
      (
        await db
          .selectFrom("page_translations")
          .select("source_hash")
          .where("page_id", "=", id)
          .where("language", "=", "hi")
          .execute()
      ).map((row) => row.source_hash),
    );
    const now = new Date().toISOString();
    for (const [english, hindi] of Object.entries(ROOMS)) {
      const hash = createHash("sha256").update(english).digest("base64url");
      if (!shown.has(english) || known.has(hash)) continue;
      await db
        .insertInto("page_translations")
        .values({
          page_id: id,
          language: "hi",
          source_hash: hash,
          text: hindi,
          reviewed: 0,
          updated_by: null,
          updated_at: now,
        })
        .execute();
    }
  }
}

/** The room types of a stored campus document (`buildings[].floors[].rooms[].type`). */
function roomTypes(stored: unknown): string[] {
  let document: unknown = stored;
  try {
    if (typeof stored === "string") document = JSON.parse(stored);
  } catch {
    return [];
  }
  const list = (value: unknown): Record<string, unknown>[] =>
    Array.isArray(value) ? value.filter((item) => item !== null && typeof item === "object") : [];
  return list((document as Record<string, unknown> | null)?.buildings)
    .flatMap((building) => list(building.floors))
    .flatMap((floor) => list(floor.rooms))
    .map((room) => room.type)
    .filter((type): type is string => typeof type === "string");
}

const ROOMS: Record<string, string> = {
  "Principal's Room": "प्राचार्य कक्ष",
  "Administrative Office": "प्रशासनिक कार्यालय",
  "Reception and Enquiry": "स्वागत और पूछताछ",
  "Accounts Office": "लेखा कार्यालय",
  "Examination Cell": "परीक्षा प्रकोष्ठ",
  "Workshop (fitting, carpentry, welding, smithy and machine shop)":
    "वर्कशॉप (फ़िटिंग, बढ़ईगीरी, वेल्डिंग, लोहारी और मशीन शॉप)",
  "Seminar Hall": "सेमिनार हॉल",
  Cafeteria: "कैंटीन",
  "Store Room": "भंडार कक्ष",
  Toilets: "शौचालय",
  Classroom: "कक्षा",
  "Library and Reading Room": "पुस्तकालय और वाचनालय",
  "Applied Physics Lab": "अनुप्रयुक्त भौतिकी लैब",
  "Applied Chemistry Lab": "अनुप्रयुक्त रसायन लैब",
  "Staff Room": "स्टाफ़ कक्ष",
  "Girls' Common Room": "छात्राओं का कॉमन रूम",
  "Drawing Hall": "ड्रॉइंग हॉल",
  "Computer Lab": "कंप्यूटर लैब",
  "Surveying Lab": "सर्वेक्षण लैब",
  "Material Testing Lab": "पदार्थ परीक्षण लैब",
  "Electrical Machines Lab": "विद्युत मशीन लैब",
  "Basic Electrical and Electronics Lab": "बेसिक इलेक्ट्रिकल और इलेक्ट्रॉनिक्स लैब",
  "Head of Department Room": "विभागाध्यक्ष कक्ष",
  "Thermal Engineering Lab": "थर्मल इंजीनियरिंग लैब",
  "Fluid Mechanics and Machinery Lab": "द्रव यांत्रिकी और मशीनरी लैब",
  "Mining Geology Lab": "खनन भूविज्ञान लैब",
  "Mine Surveying Lab": "खान सर्वेक्षण लैब",
  "Mine Ventilation and Safety Lab": "खान संवातन और सुरक्षा लैब",
  "Training and Placement Cell": "प्रशिक्षण और प्लेसमेंट प्रकोष्ठ",
  "Student Room (2 students)": "छात्र कक्ष (2 छात्र)",
  "Warden's Room": "वार्डन कक्ष",
  "Dining Hall": "भोजन कक्ष",
  "Kitchen and Store": "रसोई और भंडार",
  "Sick Room": "रोगी कक्ष",
  "Toilet and Bath Block": "शौचालय और स्नानघर",
  "Common Room": "कॉमन रूम",
  "Reading Room": "वाचनालय",
  "Indoor Games Room": "इनडोर खेल कक्ष",
  "Quarter (two bedrooms, hall, kitchen, two toilets)": "क्वार्टर (दो शयनकक्ष, हॉल, रसोई, दो शौचालय)",
  "Staircase and Lobby": "सीढ़ी और लॉबी",
  "Flat (one bedroom, kitchen, toilet)": "फ़्लैट (एक शयनकक्ष, रसोई, शौचालय)",
  "Caretaker's Room": "केयरटेकर कक्ष",
  "Transformer Yard": "ट्रांसफ़ॉर्मर यार्ड",
  "HT and LT Panel Room": "HT और LT पैनल कक्ष",
  "Diesel Generator Room": "डीज़ल जनरेटर कक्ष",
  "Operator's Room": "ऑपरेटर कक्ष",
  "Water Treatment (RO) Plant Room": "जल शोधन (RO) संयंत्र कक्ष",
  "Visitors' Room": "आगंतुक कक्ष",
};
