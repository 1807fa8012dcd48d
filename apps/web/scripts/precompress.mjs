// Writes .br (brotli, best) and .gz (gzip -9) next to every text asset of the build, once, so the
// server sends precompressed files instead of compressing on each request with faster settings.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
let raw = 0;
let br = 0;
let gz = 0;
for (const entry of fs.readdirSync(dist, { recursive: true })) {
  const file = path.join(dist, String(entry));
  if (!TEXT.test(file) || !fs.statSync(file).isFile()) continue;
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  const b = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  const g = zlib.gzipSync(data, { level: 9 });
  fs.writeFileSync(`${file}.br`, b);
  fs.writeFileSync(`${file}.gz`, g);
  raw += data.length;
  br += b.length;
  gz += g.length;
}
console.log(`precompressed: ${(raw / 1024).toFixed(0)} kB -> gzip ${(gz / 1024).toFixed(0)} kB, brotli ${(br / 1024).toFixed(0)} kB`);
