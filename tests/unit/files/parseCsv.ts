import { expect } from 'vitest';

/** RFC 4180 read back, as a spreadsheet reads it: quoted cells, doubled quotes, CRLF. */
export function parseCsv(text: string, separator: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== separator && c !== '\r')) {
      cell += c;
    } else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  expect(row).toEqual([]);
  return rows;
}
