/** Reading a V8 `.cpuprofile` (node --cpu-prof): where the main thread's busy time went. */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  endTime: number;
}

/** Where a sample's time goes: the first category whose test matches its stack (innermost frame first). */
export const RENDER_CATEGORIES: [string, (stack: CallFrame[]) => boolean][] = [
  ["idle", (stack) => stack[0]!.functionName === "(idle)"],
  ["garbage collection", (stack) => stack[0]!.functionName === "(garbage collector)"],
  [
    "React Router's <Link>/<NavLink>",
    (stack) => stack.some((f) => /^(LinkWithRef|NavLinkWithRef)$/.test(f.functionName)),
  ],
  ["Conform (forms)", (stack) => stack.some((f) => f.url.includes("@conform-to"))],
  [
    "React Router: route matching",
    (stack) =>
      stack.some((f) =>
        /^(matchRoutesImpl|matchRoutes|matchServerRoutes|createServerRoutes|flattenRoutes|rankRouteBranches)$/.test(
          f.functionName,
        ),
      ),
  ],
  [
    "React Router: loader data encoding",
    (stack) =>
      stack.some(
        (f) => /^(encodeViaTurboStream|encode|flatten|stringify)$/.test(f.functionName) && /react-router/.test(f.url),
      ),
  ],
  ["module loading", (stack) => stack.some((f) => /modules\/(cjs|esm)|tsx\/dist/.test(f.url))],
  ["response compression", (stack) => stack.some((f) => /node:zlib|@fastify\/compress/.test(f.url))],
  ["SQL (Kysely, SQLite, pg)", (stack) => stack.some((f) => /kysely|better-sqlite3|node_modules\/pg\//.test(f.url))],
  ["page cache", (stack) => stack.some((f) => f.url.includes("page-cache"))],
  ["React rendering (react-dom, components)", (stack) => stack.some((f) => f.url.includes("react-dom-server"))],
  [
    "loaders' own code",
    (stack) =>
      stack.some((f) => /callRouteHandler|loader/i.test(f.functionName) && /react-router|build\/server/.test(f.url)),
  ],
  ["React Router: request handling", (stack) => stack.some((f) => f.url.includes("react-router/dist"))],
  [
    "adapter (remix-fastify, web streams)",
    (stack) => stack.some((f) => /remix-fastify|@react-router\/node|webstreams|undici/.test(f.url)),
  ],
  ["logging (pino)", (stack) => stack.some((f) => f.url.includes("pino"))],
  ["Fastify", (stack) => stack.some((f) => f.url.includes("fastify"))],
  ["other", () => true],
];

const shortName = (frame: CallFrame) =>
  `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/")}:${frame.lineNumber + 1}`;

export interface ProfileSummary {
  /** Samples after the first page request began, and how many of them were busy (not idle). */
  samples: number;
  busy: number;
  /** Busy samples per category and per function (self time), highest first. */
  categories: [string, number][];
  functions: [string, number][];
}

/**
 * Sums the samples taken after the first render began (`handleDocumentRequest` on the stack), so that the server's
 * start does not count: by category and by function (self time).
 */
export function summariseProfile(profile: CpuProfile): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stacks = new Map<number, CallFrame[]>();
  const stackOf = (id: number) => {
    let stack = stacks.get(id);
    if (!stack) {
      stack = [];
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
        stack.push(byId.get(at)!.callFrame);
      stacks.set(id, stack);
    }
    return stack;
  };
  const first = profile.samples.findIndex((id) => stackOf(id).some((f) => f.functionName === "handleDocumentRequest"));
  const categories = new Map<string, number>();
  const functions = new Map<string, number>();
  let samples = 0;
  for (const id of profile.samples.slice(Math.max(first, 0))) {
    const stack = stackOf(id);
    samples++;
    const [category] = RENDER_CATEGORIES.find(([, test]) => test(stack))!;
    categories.set(category, (categories.get(category) ?? 0) + 1);
    if (category !== "idle") functions.set(shortName(stack[0]!), (functions.get(shortName(stack[0]!)) ?? 0) + 1);
  }
  const busy = samples - (categories.get("idle") ?? 0);
  categories.delete("idle");
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { samples, busy, categories: sorted(categories), functions: sorted(functions) };
}
