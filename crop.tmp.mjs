import sharp from 'sharp';
const [src, out, top, h, w] = process.argv.slice(2);
const m = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: Number(top), width: m.width, height: Math.min(m.height - Number(top), Number(h)) }).resize({ width: Number(w ?? 700) }).toFile(out);
console.log(m.width, m.height);
