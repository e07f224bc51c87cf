// `npm run package`: wp-enhance.zip, the plugin folder as WordPress's installer takes it (one top folder,
// wp-enhance/). A small zip writer on Node's zlib (deflate and crc32): no dependency.
//   node scripts/package-wordpress.mjs [plugin-dir] [out.zip]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const plugin = resolve(process.argv[2] || join(root, 'wordpress/wp-enhance'));
const out = resolve(process.argv[3] || join(root, 'wp-enhance.zip'));

for (const needed of ['assets', 'generated/enhancers.json', 'generated/build.json']) {
  if (!existsSync(join(plugin, needed))) {
    console.error(`package-wordpress: ${needed} is missing from the plugin folder: run npm run build first`);
    process.exit(1);
  }
}

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(plugin);

// DOS date and time of the build (zip's own format).
const now = new Date();
const dosTime = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
const dosDate = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();

const parts = [];
const central = [];
let offset = 0;
for (const file of files) {
  const name = Buffer.from(`wp-enhance/${relative(plugin, file).split('\\').join('/')}`);
  const data = readFileSync(file);
  const packed = deflateRawSync(data, { level: 9 });
  const stored = packed.length >= data.length;
  const body = stored ? data : packed;
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(stored ? 0 : 8, 8);
  local.writeUInt16LE(dosTime, 10);
  local.writeUInt16LE(dosDate, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(0, 28);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt16LE(0x031e, 4); // made by: Unix
  entry.writeUInt16LE(20, 6);
  entry.writeUInt16LE(0x0800, 8);
  entry.writeUInt16LE(stored ? 0 : 8, 10);
  entry.writeUInt16LE(dosTime, 12);
  entry.writeUInt16LE(dosDate, 14);
  entry.writeUInt32LE(crc, 16);
  entry.writeUInt32LE(body.length, 20);
  entry.writeUInt32LE(data.length, 24);
  entry.writeUInt16LE(name.length, 28);
  entry.writeUInt32LE(((0o100644 << 16) >>> 0), 38); // -rw-r--r--
  entry.writeUInt32LE(offset, 42);
  parts.push(local, name, body);
  central.push(entry, name);
  offset += local.length + name.length + body.length;
}
const centralSize = central.reduce((sum, buffer) => sum + buffer.length, 0);
const end = Buffer.alloc(22);
end.writeUInt32LE(0x06054b50, 0);
end.writeUInt16LE(files.length, 8);
end.writeUInt16LE(files.length, 10);
end.writeUInt32LE(centralSize, 12);
end.writeUInt32LE(offset, 16);
writeFileSync(out, Buffer.concat([...parts, ...central, end]));
console.log(`package-wordpress: ${relative(root, out)}, ${files.length} files, ${statSync(out).size} bytes`);
