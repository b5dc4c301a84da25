// Gzip for a page that is the same for every visitor but for a few short values (the CSRF token
// and the script nonce). The fixed parts are compressed once, when the page is stored; each
// answer puts its own values in between as uncompressed ("stored") deflate blocks, so an answer
// costs the page's CRC-32 rather than compressing the whole page again (docs/performance.md).
import { constants, crc32, deflateRawSync } from "node:zlib";

/** Gzip header: deflate, no name or time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The parts compressed alone: each ends byte-aligned (sync flush); only the last ends the stream. */
export function compressParts(parts: Buffer[]): Buffer[] {
  return parts.map((part, i) =>
    deflateRawSync(part, i === parts.length - 1 ? {} : { finishFlush: constants.Z_SYNC_FLUSH }),
  );
}

/** A gzip body of parts[0] + values[0] + parts[1] + … + parts[n], from compressParts(parts). */
export function gzipWithValues(parts: Buffer[], compressed: Buffer[], values: Buffer[]): Buffer {
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    // (An empty part is skipped: zlib.crc32 of an empty buffer that went through deflate gave 0.)
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
    pieces.push(compressed[i]!);
    const value = values[i];
    if (value === undefined) return;
    crc = crc32(value, crc);
    size += value.length;
    pieces.push(storedBlock(value), value);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}

/** Header of a stored block: not final, type 00, padded to the byte; then LEN and ~LEN. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError("a stored block holds at most 65 535 bytes");
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return head;
}
