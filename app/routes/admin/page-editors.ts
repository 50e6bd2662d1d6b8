import { type PageShape, isPageShape } from "~/schemas/page-shapes.ts";

type EditorLabel =
  "console.page.editFees" | "console.page.editText" | "console.page.editCurriculum" | "console.page.editContent";

interface Editor {
  /** The address of the editor under the page's own. */
  path: string;
  label: EditorLabel;
}

/** Shapes with an editor of their own. */
const dedicatedEditors: Partial<Record<PageShape, Editor>> = {
  fees: { path: "fees", label: "console.page.editFees" },
  policy: { path: "text", label: "console.page.editText" },
  curriculum: { path: "curriculum", label: "console.page.editCurriculum" },
};

/** The generated editor (decision 046) edits every other shape. */
const generatedEditor: Editor = { path: "content", label: "console.page.editContent" };

const textEditor: Editor = { path: "text", label: "console.page.editText" };

/**
 * Shapes whose text sections (app/schemas/content/policy.ts) the policy text editor edits, beside the generated
 * editor, which keeps them (decision 046).
 */
export const textSectionShapes = ["policy", "anti-ragging", "about-us", "ncc"] as const satisfies PageShape[];

/** The editors of a page of `shape` in the console. */
export function editorsOf(shape: string): Editor[] {
  if (!isPageShape(shape)) return [];
  const dedicated = dedicatedEditors[shape];
  if (dedicated) return [dedicated];
  return (textSectionShapes as readonly string[]).includes(shape) ? [generatedEditor, textEditor] : [generatedEditor];
}

/** Whether the generated editor is the one for `shape` (a shape with its own editor is edited there). */
export const hasGeneratedEditor = (shape: string): shape is PageShape =>
  isPageShape(shape) && dedicatedEditors[shape] === undefined;
