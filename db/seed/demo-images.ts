/**
 * Demo pictures drawn as SVG and rasterised by sharp: no downloads, no fonts needed (shapes only),
 * deterministic for a given seed so every fresh install looks the same.
 */
export type DemoPictureKind = "banner" | "scene" | "portrait" | "award" | "document";

export interface DemoPicture {
  kind: DemoPictureKind;
  width: number;
  height: number;
  seed: number;
}

const palette = ["#1d4ed8", "#0f766e", "#b45309", "#7c3aed", "#be123c", "#15803d", "#0369a1", "#a16207"];

function pick<T>(list: readonly T[], seed: number): T {
  return list[Math.abs(seed) % list.length] as T;
}

function building(x: number, baseY: number, w: number, h: number, color: string, windows: number) {
  const cells: string[] = [`<rect x="${x}" y="${baseY - h}" width="${w}" height="${h}" fill="${color}"/>`];
  const cols = Math.max(2, Math.floor(w / 40));
  for (let row = 0; row < windows; row++) {
    for (let col = 0; col < cols; col++) {
      const wx = x + 12 + col * ((w - 24) / cols);
      const wy = baseY - h + 16 + row * 34;
      if (wy + 20 < baseY)
        cells.push(`<rect x="${wx}" y="${wy}" width="16" height="20" fill="#fef3c7" opacity="0.85"/>`);
    }
  }
  return cells.join("");
}

export function demoSvg({ kind, width, height, seed }: DemoPicture): string {
  const main = pick(palette, seed);
  const accent = pick(palette, seed + 3);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  const sky = `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="#e0f2fe"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
  switch (kind) {
    case "banner":
    case "scene": {
      const ground = height * 0.8;
      const blocks = [0.08, 0.3, 0.55, 0.75].map((fx, i) =>
        building(
          width * fx,
          ground,
          width * 0.18,
          height * (0.35 + ((seed + i) % 4) * 0.08),
          i % 2 ? accent : "#334155",
          5,
        ),
      );
      const sun = `<circle cx="${width * (0.15 + (seed % 7) * 0.1)}" cy="${height * 0.2}" r="${height * 0.08}" fill="#fde68a"/>`;
      const trees = [0.04, 0.5, 0.95]
        .map((fx) => `<circle cx="${width * fx}" cy="${ground - 30}" r="34" fill="#166534"/>`)
        .join("");
      return `${open}${sky}${sun}${blocks.join("")}${trees}<rect y="${ground}" width="100%" height="${height - ground}" fill="#65a30d"/></svg>`;
    }
    case "portrait": {
      const cx = width / 2;
      return `${open}<rect width="100%" height="100%" fill="${pick(["#e2e8f0", "#fde68a", "#bae6fd", "#ddd6fe"], seed)}"/><circle cx="${cx}" cy="${height * 0.38}" r="${width * 0.2}" fill="${pick(["#8d5524", "#a0522d", "#c68642", "#7a4a2a"], seed)}"/><path d="M ${width * 0.12} ${height} Q ${cx} ${height * 0.48} ${width * 0.88} ${height} Z" fill="${main}"/></svg>`;
    }
    case "award": {
      const cx = width / 2;
      return `${open}<rect width="100%" height="100%" fill="#fff7ed"/><rect x="${width * 0.1}" y="${height * 0.08}" width="${width * 0.8}" height="${height * 0.84}" fill="none" stroke="${main}" stroke-width="12"/><path d="M ${cx - 80} ${height * 0.25} h 160 v 60 a 80 80 0 0 1 -160 0 z" fill="#f59e0b"/><rect x="${cx - 14}" y="${height * 0.25 + 130}" width="28" height="60" fill="#d97706"/><rect x="${cx - 60}" y="${height * 0.25 + 185}" width="120" height="26" fill="#92400e"/></svg>`;
    }
    case "document": {
      const lines = Array.from(
        { length: 14 },
        (_, i) =>
          `<rect x="${width * 0.12}" y="${height * 0.18 + i * height * 0.05}" width="${width * (0.6 + ((seed + i) % 3) * 0.1)}" height="${height * 0.012}" fill="#94a3b8"/>`,
      ).join("");
      return `${open}<rect width="100%" height="100%" fill="#ffffff"/><rect width="100%" height="${height * 0.1}" fill="${main}"/>${lines}</svg>`;
    }
  }
}
