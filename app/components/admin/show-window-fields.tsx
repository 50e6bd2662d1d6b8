import { staffClass } from "./staff-ui.tsx";

/** Two optional IST days bounding when a published item shows; empty means no limit on that side. */
export function ShowWindowFields({ showFrom = "", showUntil = "" }: { showFrom?: string; showUntil?: string }) {
  return (
    <>
      <label className={staffClass.label}>
        Show from <span className="font-normal">(optional)</span>
        <input type="date" name="showFrom" defaultValue={showFrom} className={staffClass.input} />
      </label>
      <label className={staffClass.label}>
        Show until <span className="font-normal">(optional, last day shown)</span>
        <input type="date" name="showUntil" defaultValue={showUntil} className={staffClass.input} />
      </label>
    </>
  );
}
