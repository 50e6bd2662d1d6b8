import { PassThrough } from "node:stream";
import { format as csvFormat } from "@fast-csv/format";
import ExcelJS from "exceljs";

export interface SheetColumn {
  header: string;
  width: number;
}

/** Collects what a stream writer produces into one buffer. */
function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

/**
 * One sheet written row by row as .xlsx or .csv: each row is written out as it comes, so an export of 100,000 rows
 * never holds a whole spreadsheet model in memory (the in-memory workbook needed over 256 MB of heap for that).
 */
export async function writeSpreadsheet(
  format: "xlsx" | "csv",
  sheetName: string,
  columns: SheetColumn[],
  rows: Iterable<unknown[]>,
): Promise<Buffer> {
  const out = new PassThrough();
  const done = collect(out);
  if (format === "csv") {
    const csv = csvFormat();
    csv.pipe(out);
    csv.write(columns.map((column) => column.header));
    for (const row of rows) csv.write(row);
    csv.end();
    return done;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return done;
}
