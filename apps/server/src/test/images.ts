import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** IHDR of an 8-bit RGB image of that size. */
function pngHeader(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return pngChunk('IHDR', header);
}

/** A real, decodable PNG of one colour (8-bit RGB), for upload tests. */
export function makePng(width: number, height: number, rgb: [number, number, number] = [219, 39, 119]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb: a PNG of a few kilobytes whose header declares `width`×`height` (the one an
 * outside probe sent was 200000×29860, six gigapixels at a slider's ratio), with a first stretch of zero pixels that
 * zlib squeezes to almost nothing. Decoding it would take gigabytes; reading its header, nothing.
 */
export function makePngBomb(width: number, height: number): Buffer {
  const rows = Buffer.alloc(4 * (1 + width * 3));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG of one colour carrying EXIF fields, as a phone or camera writes them. */
export function makeJpegWithExif(width: number, height: number, exif: Record<string, string>): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 37, g: 99, b: 235 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: exif })
    .toBuffer();
}

/**
 * The start of a baseline JPEG (SOI, JFIF APP0, SOF0 with the given size): what a server reads to
 * tell a JPEG and its dimensions.
 */
export function makeJpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const sof0 = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);
}
