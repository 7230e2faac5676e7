/**
 * FORMAT.md: a file is UTF-8 (a leading byte-order mark is allowed); a file
 * that is not valid UTF-8 is refused, never read with replacement characters
 * (`file.text()` would turn "Jörg" in Latin-1 into "J\uFFFDrg" without a word).
 */

/**
 * A decoder that throws a TypeError on the first byte that is not UTF-8 and
 * drops a leading byte-order mark. For a file read in chunks, decode each
 * with `{ stream: true }` and finish with `decode()`.
 */
function utf8Decoder(): TextDecoder {
  return new TextDecoder('utf-8', { fatal: true });
}

/** The text of a file's bytes, without a leading byte-order mark; undefined if it is not UTF-8. */
export function decodeUtf8(bytes: Uint8Array | ArrayBuffer): string | undefined {
  try {
    return utf8Decoder().decode(bytes);
  } catch {
    return undefined;
  }
}
