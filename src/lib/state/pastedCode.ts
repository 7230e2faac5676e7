/**
 * A code typed or pasted on the receive screen (RULES.md §4 "a table may also
 * type it in"; FORMAT.md "Between phones"): a table's start code, a game or
 * evening text, a Spatz link, or the frames' own texts, one a line.
 */
import type { TableStartRead } from '../tournament/tableStart';
import { tableStartOf } from './tableStart';

export type PastedCode =
  | { kind: 'start'; start: TableStartRead }
  | { kind: 'text'; text: string }
  | { kind: 'link'; payload: string }
  | { kind: 'nothing' };

export async function readPasted(pasted: string): Promise<PastedCode> {
  const text = pasted.trim();
  if (text.startsWith('{')) {
    const start = tableStartOf(text);
    return start ? { kind: 'start', start } : { kind: 'text', text };
  }
  const link = /#\/receive\/([^\s#]+)/.exec(text);
  if (link) return { kind: 'link', payload: link[1]! };
  // One frame a line: a frame's Base45 may hold spaces itself (FORMAT.md "Between phones").
  const lines = text
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter((line) => line.startsWith('SPATZ:'));
  if (lines.length > 0) {
    const { FrameCollector } = await import('./shareCode');
    const collector = new FrameCollector();
    for (const line of lines) {
      const step = await collector.add(line);
      if (step.kind === 'complete') {
        const start = tableStartOf(step.text);
        return start ? { kind: 'start', start } : { kind: 'text', text: step.text };
      }
    }
  }
  return { kind: 'nothing' };
}
