import { describe, expect, it } from "vitest";
import { hasToasts, onToastQueued, queueToast, takeToasts } from "./toasts.ts";

describe("the toasts' queue (sonner loads with the first toast)", () => {
  it("keeps each Toaster's toasts apart, in order, until that Toaster takes them", () => {
    const woken: number[] = [];
    const stop = onToastQueued(() => woken.push(woken.length));
    queueToast({ kind: "success", title: "Success", text: "first" });
    queueToast({ kind: "warning", title: "Warning", text: "in the dialog", toasterId: "dialog" });
    queueToast({ kind: "error", title: "Error", text: "second" });
    stop();
    expect(woken).toHaveLength(3);
    expect(hasToasts("dialog")).toBe(true);
    expect(takeToasts(undefined).map((toast) => toast.text)).toEqual(["first", "second"]);
    expect(hasToasts(undefined)).toBe(false);
    expect(takeToasts("dialog")).toEqual([
      { kind: "warning", title: "Warning", text: "in the dialog", toasterId: "dialog" },
    ]);
    expect(hasToasts("dialog")).toBe(false);
    queueToast({ kind: "success", title: "Success", text: "after stop" });
    expect(woken).toHaveLength(3);
    expect(takeToasts(undefined)).toHaveLength(1);
  });
});
