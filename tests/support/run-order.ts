import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * About how long (seconds, measured on a 2-core machine) the test files that take longest run. The e2e files are
 * split into groups that run side by side (scripts/e2e-halves.sh) by these figures, and the longest files start
 * first, so a file that mostly waits (a slow line, a real minute) runs beside the rest rather than after it. A file
 * not listed counts as DEFAULT_SECONDS; a wrong figure only makes the groups less even.
 */
const SECONDS: Record<string, number> = {
  "server/slow-clients.test.ts": 260,
  // The e2e files as measured in one whole run with the two groups side by side (2026-11-25); only their
  // proportions matter. The route sweeps' figures were scaled on 2026-12-06 by what checking three pages at a time
  // saved when each ran alone (216 s to 162 s for the English pages).
  "tests/e2e/route-sweep.test.ts": 165,
  "tests/e2e/page-cache.test.ts": 115,
  "tests/e2e/route-sweep-hindi.test.ts": 120,
  "tests/e2e/console-sweep.test.ts": 98,
  "tests/e2e/page-schedule.test.ts": 93,
  "tests/e2e/mail.test.ts": 72,
  "tests/e2e/lightbox.test.ts": 56,
  "tests/e2e/staff-second-factor.test.ts": 49,
  "tests/e2e/shell.test.ts": 44,
  "tests/e2e/forms-enquiry.test.ts": 38,
  "tests/e2e/post-fuzz.test.ts": 32,
  "tests/e2e/carousel.test.ts": 30,
  "tests/e2e/staff-content.test.ts": 29,
  "tests/e2e/about.test.ts": 29,
  "tests/e2e/console-page-content.test.ts": 27,
  "tests/e2e/staff-console.test.ts": 26,
  "tests/e2e/console-postgres.test.ts": 20,
  "tests/e2e/guardian-consent.test.ts": 18,
  "tests/e2e/gallery.test.ts": 18,
  "tests/e2e/hindi.test.ts": 17,
  "tests/e2e/staff-enquiries.test.ts": 16,
  "tests/e2e/console-pages.test.ts": 16,
  "tests/e2e/staff-inbox.test.ts": 15,
  "tests/e2e/console-policy-editor.test.ts": 15,
  "tests/e2e/aadhaar-vault.test.ts": 15,
  "tests/e2e/data-rights.test.ts": 14,
  "tests/e2e/forms-contact.test.ts": 13,
  "tests/e2e/catalogue-parts.test.ts": 13,
  "tests/e2e/grievance.test.ts": 11,
  "tests/e2e/forms-admission.test.ts": 11,
  "tests/e2e/console-curriculum-editor.test.ts": 11,
  "tests/e2e/new-pages.test.ts": 10,
  "tests/e2e/console-menu.test.ts": 10,
  "tests/e2e/console-forms.test.ts": 10,
  "tests/e2e/application-status.test.ts": 10,
  "tests/e2e/page-publish.test.ts": 9,
  "tests/e2e/application-drafts.test.ts": 9,
  "tests/e2e/strict-csp.test.ts": 8,
  "tests/e2e/home.test.ts": 8,
  "tests/e2e/forms-alumni.test.ts": 8,
};
const DEFAULT_SECONDS = 6;

export class RunOrder extends BaseSequencer {
  private seconds(spec: TestSpecification) {
    return SECONDS[path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join("/")] ?? DEFAULT_SECONDS;
  }

  /** Within each project (projects still run one after another), longest first; ties keep the default order. */
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return sorted
      .map((spec, i) => ({ spec, i, project: projects.indexOf(spec.project.name), seconds: this.seconds(spec) }))
      .sort((a, b) => a.project - b.project || b.seconds - a.seconds || a.i - b.i)
      .map(({ spec }) => spec);
  }

  /** Groups of about equal time: each file, longest first, goes to the group with the least time so far. */
  override async shard(files: TestSpecification[]) {
    const { index, count } = this.ctx.config.shard!;
    const byName = [...files].sort((a, b) => (a.moduleId < b.moduleId ? -1 : 1));
    const longestFirst = byName.sort((a, b) => this.seconds(b) - this.seconds(a));
    const totals = Array.from({ length: count }, () => 0);
    const groups: TestSpecification[][] = totals.map(() => []);
    for (const spec of longestFirst) {
      const group = totals.indexOf(Math.min(...totals));
      groups[group]!.push(spec);
      totals[group]! += this.seconds(spec);
    }
    return groups[index - 1]!;
  }
}
