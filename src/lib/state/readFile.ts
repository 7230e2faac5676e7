/**
 * Reads a chosen file in chunks, so that a big backup neither freezes the screen nor is held
 * twice: the text grows chunk by chunk, each chunk reports how far the reading is, and reading
 * stops as soon as the text is longer than an import takes. FORMAT.md: the file is UTF-8 (a
 * byte-order mark is allowed and dropped); anything else is refused, never read with
 * replacement characters.
 */
import type { Problem } from '../rules';

export type FileText = { ok: true; text: string } | { ok: false; problem: Problem };

/** A file's size as a person reads it: "300 MB", "12.4 MB". */
export function sizeShown(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${mb >= 10 ? Math.round(mb) : mb.toFixed(1)} MB`;
}

/** The text of `file`; `onProgress` gets the share of bytes read (0 to 1). */
export async function readFileText(
  file: File,
  maxChars: number,
  maxShown: string,
  onProgress: (fraction: number) => void,
): Promise<FileText> {
  const tooLarge: FileText = {
    ok: false,
    problem: {
      path: 'file',
      code: 'tooLarge',
      params: { size: sizeShown(file.size), max: maxShown },
    },
  };
  const notUtf8: FileText = { ok: false, problem: { path: 'file', code: 'notUtf8' } };
  // `fatal`: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD.
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  let chars = 0;
  let bytes = 0;
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const part = done ? decoder.decode() : decoder.decode(value, { stream: true });
      chars += part.length;
      if (chars > maxChars) {
        await reader.cancel();
        return tooLarge;
      }
      parts.push(part);
      if (done) break;
      bytes += value.byteLength;
      onProgress(file.size > 0 ? Math.min(1, bytes / file.size) : 1);
    }
  } catch (error) {
    if (error instanceof TypeError) {
      await reader.cancel().catch(() => undefined);
      return notUtf8;
    }
    throw error;
  }
  onProgress(1);
  return { ok: true, text: parts.join('') };
}
