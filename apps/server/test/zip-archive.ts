import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntrySpec {
  name: string;
  content: Buffer;
  /** What the archive claims the entry unpacks to; the true size unless a test wants a lying archive. */
  declaredSize?: number;
}

/**
 * A zip archive written byte by byte (deflate, no data descriptors), so tests can build what no zip library would:
 * entries that declare more than 4 GB, or less than they really hold.
 */
export function zipArchive(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = deflateRawSync(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(Math.min(size, 0xffffffff), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(Math.min(size, 0xffffffff), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK_PARTS = [
  { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0"?><Types/>') },
  { name: 'xl/workbook.xml', content: Buffer.from('<?xml version="1.0"?><workbook/>') },
];

/** An xlsx-shaped zip whose sheet declares 4 GB: refused from its directory alone. */
export function declaredZipBomb(): Buffer {
  return zipArchive([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(1024), declaredSize: 0xfffffff0 },
  ]);
}

/** An xlsx-shaped zip whose sheet says 1 KB but inflates to 16 MB of zeros: refused while inflating. */
export function lyingZipBomb(): Buffer {
  return zipArchive([
    ...WORKBOOK_PARTS,
    { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(16 * 1024 * 1024), declaredSize: 1024 },
  ]);
}
