// Draws the add-in's icons (a white spade on baize green) as PNG files in assets/.
// Run once with `node scripts/make-icons.js`; the PNGs are committed.
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Coverage of the spade shape at (x, y) in a unit square, y downwards. */
function insideSpade(x, y) {
  const lobe = (cx) => (x - cx) ** 2 + (y - 0.56) ** 2 <= 0.17 ** 2;
  const top = y >= 0.14 && y <= 0.6 && Math.abs(x - 0.5) <= (y - 0.14) * 0.74;
  const stem = y >= 0.55 && y <= 0.86 && Math.abs(x - 0.5) <= 0.04 + (y - 0.55) * 0.45;
  return lobe(0.36) || lobe(0.64) || top || stem;
}

function icon(size) {
  const samples = 4;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = [0];
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++)
          if (insideSpade((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size))
            hits++;
      const a = hits / samples ** 2;
      const green = [0x1b, 0x6b, 0x3a];
      row.push(...green.map((g) => Math.round(g + (255 - g) * a)), 255);
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const size of [16, 32, 64, 80, 128]) {
  fs.writeFileSync(path.join(__dirname, "..", "assets", `icon-${size}.png`), icon(size));
}
