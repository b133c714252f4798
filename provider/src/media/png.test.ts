// The hand-written PNG encoder and the generated game icons (the demo's icons are PNG).
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gameIconPng, ICON_SIZE, renderGameIcon } from './icons';
import { crc32, encodePng, isPng, PNG_SIGNATURE } from './png';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    chunks.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += 12 + length;
  }
  return chunks;
}

describe('PNG encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('writes a PNG that decodes back to its pixels', () => {
    const width = 3;
    const height = 2;
    const data = new Uint8Array(width * height * 4);
    for (let i = 0; i < data.length; i++) data[i] = (i * 37) % 256;
    const png = encodePng({ width, height, data });

    expect(isPng(png)).toBe(true);
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);

    const ihdr = chunks[0]!.data;
    expect(ihdr.readUInt32BE(0)).toBe(width);
    expect(ihdr.readUInt32BE(4)).toBe(height);
    expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);

    const raw = inflateSync(chunks[1]!.data);
    expect(raw.length).toBe(height * (1 + width * 4));
    // Row 1, pixel 2: after the row's filter byte.
    const rowStart = 1 * (1 + width * 4);
    expect(raw[rowStart]).toBe(0);
    const pixel = raw.subarray(rowStart + 1 + 2 * 4, rowStart + 1 + 3 * 4);
    const source = (1 * width + 2) * 4;
    expect([...pixel]).toEqual([...data.subarray(source, source + 4)]);
  });

  it('refuses pixel buffers of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, data: new Uint8Array(15) })).toThrow(RangeError);
    expect(() => encodePng({ width: 0, height: 2, data: new Uint8Array(0) })).toThrow(RangeError);
  });
});

describe('game icons', () => {
  it('draws a deterministic 128×128 PNG per seed', () => {
    const a = gameIconPng('studio-one/1');
    expect(a.equals(gameIconPng('studio-one/1'))).toBe(true);
    expect(a.equals(gameIconPng('studio-one/2'))).toBe(false);
    const ihdr = readChunks(a)[0]!.data;
    expect(ihdr.readUInt32BE(0)).toBe(ICON_SIZE);
    expect(ihdr.readUInt32BE(4)).toBe(ICON_SIZE);
  });

  it('paints an opaque centre with more than a flat colour', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const { data, width } = renderGameIcon(seed);
      const centre = ((width / 2) * width + width / 2) * 4;
      expect(data[centre + 3]).toBe(255);
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
      expect(colours.size).toBeGreaterThan(20);
    }
  });
});
