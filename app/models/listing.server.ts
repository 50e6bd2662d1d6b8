/** Shared converters between database rows and plain values. */
export const isTrue = (flag: number | boolean) => flag === 1 || flag === true;
export const flag = (value: boolean) => (value ? 1 : 0);
export const nowIso = () => new Date().toISOString();
