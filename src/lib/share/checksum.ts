/** CRC-32 (IEEE 802.3, as zip and PNG use it) of bytes, or of a text of one-byte characters (a frame). */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: string | Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) {
    const byte = typeof data === 'string' ? data.charCodeAt(i) & 0xff : data[i]!;
    crc = TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Eight hex digits, upper case (inside the QR alphanumeric set). */
export function crcText(data: string | Uint8Array): string {
  return crc32(data).toString(16).toUpperCase().padStart(8, '0');
}

/**
 * A short key naming a game or a revision on every frame (six characters of
 * the alphanumeric set): enough to tell one transfer from another at a table,
 * not a secret and not an id.
 */
export function shortKey(text: string): string {
  return crc32(new TextEncoder().encode(text)).toString(36).toUpperCase().padStart(7, '0');
}
