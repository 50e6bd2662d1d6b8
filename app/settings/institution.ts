/** The one place for the institution's details; components read them from here, never hard-code them. */
export const institution = {
  name: "Gumla Polytechnic College of Engineering and Technology",
  shortName: "GPCET Gumla",
  address: {
    lines: ["Near Block Office, Sisai Road", "Gumla, Jharkhand"],
    pin: "835207",
  },
  phones: ["+91 94311 00001", "+91 94311 00002", "+91 94311 00003"],
  email: "info@gpcetgumla.ac.in",
  map: { latitude: 23.0441, longitude: 84.5379, zoom: 15 },
  appStoreUrl: "https://play.google.com/store/apps",
  foundedYear: 2014,
} as const;

/** The college's name and address in a page's language, as the public shell's loader gives them (English: above). */
export interface CollegeNames {
  name: string;
  shortName: string;
  /** The address lines in one, without the PIN code. */
  address: string;
}

/** Link to the map on OpenStreetMap's own site (opens there; nothing loads here until asked). */
export function mapLink({ latitude, longitude, zoom } = institution.map): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/** The embeddable map; loaded only after the visitor presses "Show map". */
export function mapEmbedUrl({ latitude, longitude } = institution.map): string {
  const d = 0.01;
  const bbox = [longitude - d, latitude - d, longitude + d, latitude + d].join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}
