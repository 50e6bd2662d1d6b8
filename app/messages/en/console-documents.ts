/** Text of the console's documents library (/admin/documents). */
export const consoleDocumentsMessages = {
  "console.section.documents": "Documents",
  "console.documents.title": "Documents",
  "console.documents.description": "Upload PDF documents, replace their files and remove them.",
  "console.documents.intro":
    "PDFs the site links to. Each has an address that stays the same when you replace its file, so links on pages keep working.",
  "console.documents.listHeading": "In the library",
  "console.documents.none": "No documents yet.",
  "console.documents.count": "{count} documents",
  "console.documents.countOne": "1 document",
  "console.documents.colTitle": "Title",
  "console.documents.colAddress": "Address",
  "console.documents.colFormat": "Format",
  "console.documents.colSize": "Size",
  "console.documents.formatPdf": "PDF",
  "console.documents.colUpdated": "Last replaced",
  "console.documents.byWhom": "{at} by {name}",
  "console.documents.uploadHeading": "Upload a new document",
  "console.documents.titleLabel": "Title",
  "console.documents.slugLabel": "Address (optional)",
  "console.documents.slugHint":
    "Lowercase letters, digits and hyphens; the file will be at /documents/<address>.pdf. Left empty, it is made from the title. It cannot be changed later.",
  "console.documents.fileLabel": "PDF file (at most 10 MB)",
  "console.documents.uploadButton": "Upload",
  "console.documents.replaceLabel": "New file for {title} (PDF, at most 10 MB)",
  "console.documents.replaceButton": "Replace the file",
  "console.documents.replaceForm": "Replace the file of {title}",
  "console.documents.removeButton": "Remove {title}",
  "console.documents.removeHint":
    "Removing a document breaks every link to its address; replace its file instead when there is a new version.",
  "console.documents.titleMissing": "Write the document's title.",
  "console.documents.titleTooLong": "Title: use at most 200 characters.",
  "console.documents.slugTooLong": "Address: use at most 80 characters.",
  "console.documents.slugInvalid":
    "Address: use only lowercase letters, digits and single hyphens, like fee-notice-2026.",
  "console.documents.slugFromTitle":
    "The title has no Latin letters or digits to make the address from: write the address, like admission-notice.",
  "console.documents.slugTaken": "The address /documents/{slug}.pdf is already in use: choose another address.",
  "console.documents.fileMissing": "Choose a PDF file to upload.",
  "console.documents.fileType":
    "{name} is not a PDF: its contents are not those of a PDF file, whatever its name says. Save or export it as PDF and upload that.",
  "console.documents.fileSize":
    "{name} is larger than 10 MB. Reduce its size (for example, scan at a lower resolution) and try again.",
  "console.documents.unnamed": "The file",
  "console.documents.tooLarge":
    "The file is larger than 10 MB, so it was not uploaded. Reduce its size (for example, scan at a lower resolution) and try again.",
  "console.documents.gone": "That document no longer exists; reload the page.",
  "console.documents.uploaded": "Uploaded. The document is at {address}.",
  "console.documents.replaced": "File replaced. {address} now serves the new file.",
  "console.documents.removed": "Removed {title}. Its address now answers “not found”.",
} as const;
