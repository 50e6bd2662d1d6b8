// Types for the parts of @mdn/mdn-http-observatory (plain JavaScript, no declarations) that score.ts uses.
declare module "@mdn/mdn-http-observatory/src/constants.js" {
  export interface ObservatoryOutput {
    result: string | null;
    pass: boolean | null;
    scoreModifier: number | null;
    scoreDescription: string | null;
  }
  export const ALL_TESTS: ((requests: unknown) => ObservatoryOutput)[];
}
declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
  export function getScoreDescription(expectation: string): string;
}
declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
declare module "@mdn/mdn-http-observatory/src/retriever/utils.js" {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
}
declare module "@mdn/mdn-http-observatory/src/types.js" {
  export class Requests {
    constructor(hostname: string);
    hostname: string;
    resources: { path: string | null };
    responses: {
      auto: unknown;
      cors: unknown;
      http: unknown;
      https: unknown;
      httpRedirects: { url: URL; status: number }[];
      httpsRedirects: { url: URL; status: number }[];
    };
    session: unknown;
  }
}
