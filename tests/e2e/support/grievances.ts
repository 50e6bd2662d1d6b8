import fs from "node:fs";
import { grievancesDir } from "../../../app/lib/grievances/attachment-store.server.ts";
import { lodgeGrievance } from "../../../app/models/grievances.server.ts";
import { sharedServer } from "./staff.ts";

/** A PDF's first bytes are all the checks read; the console links to it as a document. */
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n", "latin1");

/** Lodges a grievance with a PDF attachment as the form would have, and answers its number. */
export async function storeGrievance(name: string, server = sharedServer()): Promise<string> {
  const database = server.openDatabase();
  const fileName = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`;
  fs.mkdirSync(grievancesDir(server.dataDir), { recursive: true });
  fs.writeFileSync(`${grievancesDir(server.dataDir)}/${fileName}`, PDF);
  const lodged = await lodgeGrievance(
    database,
    {
      lodgedBy: "student",
      name,
      mobileNo: "9000000000",
      email: undefined,
      category: "academic",
      description: "The practical classes of the third semester have not started yet.",
    },
    {
      language: "en",
      siteUrl: server.baseUrl,
      attachment: { fileName, mime: "application/pdf", bytes: PDF.length },
      consent: { noticeVersion: 1, givenAt: new Date().toISOString(), language: "en" },
    },
  );
  await database.db.destroy();
  return lodged.number;
}
