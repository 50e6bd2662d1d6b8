import sharp from "sharp";
const [file, out, top, height] = process.argv.slice(2);
const meta = await sharp(file).metadata();
console.log(meta.width, meta.height);
const t = Math.max(0, Math.min(Number(top) < 0 ? meta.height! + Number(top) : Number(top), meta.height! - 1));
await sharp(file).extract({ left: 0, top: t, width: meta.width!, height: Math.min(Number(height), meta.height! - t) }).toFile(out);
