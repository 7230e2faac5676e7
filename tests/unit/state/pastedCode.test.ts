/** A code typed or pasted on the receive screen (RULES.md §4: "a table may also type it in"). */
import { describe, expect, it } from 'vitest';
import { encodeFrames } from '../../../src/lib/share';
import { readPasted } from '../../../src/lib/state/pastedCode';
import { drawTournamentRound, tableStart } from '../../../src/lib/tournament';
import { tournament13 } from '../tournament/fixtures';

const t = tournament13();
const answer = drawTournamentRound(t, 1, 0);
if (!answer.ok) throw new Error(answer.refusal.code);
t.draws.push({ round: 1, redraw: 0, tables: answer.tables, games: ['ga', 'gb', 'gc'] });
const code = JSON.stringify(tableStart(t, 1, 2));

describe('a pasted code', () => {
  it('a table start code, with spaces around it, starts that table', async () => {
    const read = await readPasted(`\n  ${code} \n`);
    expect(read.kind).toBe('start');
    if (read.kind === 'start') expect(read.start).toMatchObject({ id: 'gc', tag: { table: 2 } });
  });

  it('the same code as its frames’ texts, one a line, in any order', async () => {
    const frames = await encodeFrames(code, { game: 'gc', rev: code }, 1);
    const read = await readPasted([...frames].reverse().join('\n'));
    expect(read.kind).toBe('start');
  });

  it('a game text is previewed as received; a link opens its payload; anything else is said', async () => {
    expect(await readPasted('{"format":"spatz-game"}')).toEqual({
      kind: 'text',
      text: '{"format":"spatz-game"}',
    });
    expect(await readPasted('https://spatz.example/#/receive/1.abc.eJzL')).toEqual({
      kind: 'link',
      payload: '1.abc.eJzL',
    });
    expect(await readPasted('Hallo')).toEqual({ kind: 'nothing' });
  });
});
