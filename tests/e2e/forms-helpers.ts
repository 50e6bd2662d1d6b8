import path from "node:path";
import Database from "better-sqlite3";
import type { Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";

/** Reads the e2e server's SQLite database (read-only) to check what a form stored. */
export function readDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(inject("dataDir"), "college.db"), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function latestRow<T = Record<string, unknown>>(table: string): T | undefined {
  return readDatabase((db) => db.prepare(`select * from ${table} order by id desc limit 1`).get() as T | undefined);
}

export function countRows(table: string): number {
  return readDatabase((db) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
}

/** The toast area (sonner, top-right); a toast is a list item with a title and a description. */
export function toasts(page: Page): Locator {
  return page.locator("[data-sonner-toaster]");
}

export async function expectToast(page: Page, title: "Success" | "Warning" | "Error", text: string | RegExp) {
  const toast = toasts(page).locator("[data-sonner-toast]").filter({ hasText: text });
  await toast.first().waitFor({ state: "visible", timeout: 15_000 });
  expect(await toast.first().locator("[data-title]").innerText()).toBe(title);
  const position = await toasts(page)
    .first()
    .evaluate((el) => ({ y: el.getAttribute("data-y-position"), x: el.getAttribute("data-x-position") }));
  expect(position).toEqual({ y: "top", x: "right" });
}

/** The label of the privacy notice's consent box on every visitor form (decision 064), in either language. */
export const CONSENT_LABEL = /^I have read the privacy notice|^मैंने गोपनीयता सूचना पढ़ ली है/;

/** Ticks the privacy notice's consent box of a form by its label, as a person sending the form does. */
export async function tickConsent(form: Locator) {
  await form.getByLabel(CONSENT_LABEL).check();
}

/**
 * Fills fields by their visible labels inside a form, then ticks its consent box as a person filling it in would
 * (`{ consent: false }` leaves it as it is, for the journeys that send a form without it).
 */
export async function fillByLabel(
  form: Locator,
  values: Record<string, string>,
  { consent = true }: { consent?: boolean } = {},
) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabel(label, { exact: true });
    const tag = await field.evaluate((el) => el.tagName.toLowerCase());
    if (tag === "select") await field.selectOption({ label: value });
    else await field.fill(value);
  }
  if (consent && (await form.getByLabel(CONSENT_LABEL).count()) > 0) await tickConsent(form);
}

/** The error message linked to a field through aria-describedby. */
export async function fieldError(form: Locator, label: string): Promise<string | null> {
  const field = form.getByLabel(label, { exact: true });
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-error"));
  if (ids.length === 0) return null;
  return form.page().locator(`[id="${ids[0]}"]`).innerText();
}

/** The error message of a radio group (the fieldset carries aria-describedby). */
export async function groupError(form: Locator, legend: string): Promise<string | null> {
  const group = form.getByRole("radiogroup", { name: legend });
  const ids = ((await group.getAttribute("aria-describedby")) ?? "").split(" ").filter((id) => id.endsWith("-error"));
  if (ids.length === 0) return null;
  return form.page().locator(`[id="${ids[0]}"]`).innerText();
}

export async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    if (!el || !el.labels || el.labels.length === 0) return el?.id ?? null;
    return el.labels[0]!.textContent;
  });
}
