/**
 * An id derived from text (cyrb53 twice with different seeds, shaped like a
 * UUID). Files without our ids get the same id on every import, so importing
 * the same file twice adds it once. Not cryptographic; it need not be.
 */
export function stableId(text: string): string {
  const hex = (seed: number) => cyrb53(text, seed).toString(16).padStart(14, '0');
  const h = (hex(0x5a7) + hex(0x2b1d)).slice(0, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A new random id for a row this device makes. */
export function newId(): string {
  return crypto.randomUUID();
}
