/** A `tel:` address for a phone number as it is written on the site ("+91 6524 223 456" → "tel:+916524223456"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
