/**
 * Shapes whose public page a preview can draw from a given document (app/routes/admin/pages-preview.tsx). The
 * console offers "Preview" only for these; a new one is a line here and one in that module's table.
 */
export const previewableShapes: ReadonlySet<string> = new Set(["policy", "fees"]);
