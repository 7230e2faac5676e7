/**
 * A tournament whose stored row cannot be a tournament (stored before the import's checks,
 * or changed by hand): the desk says what is wrong in words and draws nothing of it, rather
 * than failing the screen (two tables with one game were two rows with one key).
 */
import { describe, expect, it, vi } from 'vitest';
import { deskBench } from './deskBench';

const bench = deskBench();
const { made, deskOf } = bench;

describe('a stored tournament that does not add up', () => {
  it('is said in words: one game at two tables, one player at two tables', async () => {
    const id = await made();
    const desk = await deskOf(id);
    await desk.drawNext();
    const row = (await bench.organizer.tournaments.get(id))!;
    const [first, second] = row.draws[0]!.tables;
    const anna = row.players.find((p) => p.id === first![0])!.name;
    const draw = {
      ...row.draws[0]!,
      // Table 2 given table 1's game, and table 1's first player seated at table 2 too.
      games: [row.draws[0]!.games[0]!, row.draws[0]!.games[0]!, row.draws[0]!.games[2]!],
      tables: [first!, [first![0]!, ...second!.slice(1)], row.draws[0]!.tables[2]!],
    };
    await bench.organizer.tournaments.put({ ...row, draws: [draw] });
    await vi.waitFor(() => expect(desk.faults).not.toEqual([]));
    expect(desk.faults).toEqual([
      `setzt ${anna} in Runde 1 an zwei Tische`,
      'gibt in Runde 1 zwei Tischen dieselbe Partie',
    ]);
    expect(desk.view).toBeUndefined();
    expect(desk.seating).toEqual([]);
  });

  it('a round beyond its rounds is said, not shown as "Runde 9 von 2"', async () => {
    const id = await made();
    const desk = await deskOf(id);
    await desk.drawNext();
    expect(desk.faults).toEqual([]);
    expect(desk.view!.round).toBe(1);
    const row = (await bench.organizer.tournaments.get(id))!;
    await bench.organizer.tournaments.put({ ...row, draws: [{ ...row.draws[0]!, round: 9 }] });
    await vi.waitFor(() => expect(desk.faults).not.toEqual([]));
    expect(desk.faults).toEqual(['lost Runde 9 aus, das Turnier hat aber nur 2 Runden']);
    expect(desk.view).toBeUndefined();
  });
});
