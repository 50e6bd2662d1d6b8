import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { writeSpreadsheet } from "./spreadsheet-writer.server.ts";

const columns = [
  { header: "Name", width: 20 },
  { header: "Message", width: 40 },
];
const rows = [
  ["Asha Kumari", 'Fees, "hostel" and\nbus'],
  ["Ravi", ""],
];

describe("writing a spreadsheet row by row", () => {
  it("writes .xlsx with a bold header row, the columns' widths and every row in order", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeSpreadsheet("xlsx", "Messages", columns, rows)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Messages")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Message"]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(40);
    expect(sheet.getRow(2).values).toEqual([undefined, "Asha Kumari", 'Fees, "hostel" and\nbus']);
    expect(sheet.getRow(3).getCell(1).value).toBe("Ravi");
    expect(sheet.rowCount).toBe(3);
  });

  it("writes .csv with the header line first and quotes what needs quoting", async () => {
    const text = (await writeSpreadsheet("csv", "Messages", columns, rows)).toString("utf8");
    expect(text).toBe('Name,Message\nAsha Kumari,"Fees, ""hostel"" and\nbus"\nRavi,');
  });
});
