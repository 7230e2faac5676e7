/**
 * A table's sheet that differs from the one the desk holds (RULES.md §4): shown with what
 * it changes, taken only on the organizer's confirm, undoable back to the earlier sheet;
 * kept out on "keep". The same sheet twice says "unchanged". Numbers by hand: a
 * Hineinschauen with p card points gives the declarer p − 60.
 */
import { describe, expect, it, vi } from 'vitest';
import { undoOrRedo } from '../../../src/lib/state/actions';
import { SheetScan } from '../../../src/lib/state/sheetScan.svelte';
import { toast } from '../../../src/lib/state/toast.svelte';
import { hs } from '../tournament/fixtures';
import { ok } from '../db/helpers';
import { deskBench } from './deskBench';

const bench = deskBench();
const { made, deskOf, sheetOf } = bench;

describe('a changed sheet at the desk', () => {
  it('is shown old → new, changes nothing until confirmed, and undo restores the earlier', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    // Seat 0 makes 102: +42; seat 1 makes 50: −10.
    await desk.takeSheet(await sheetOf(desk, 0, [hs(0, 102), hs(1, 50)]));
    const same = await desk.takeSheet(await sheetOf(desk, 0, []));
    expect(same).toMatchObject({ status: 'same', words: 'Tisch 1: derselbe Zettel, unverändert' });
    // The table adds a hand: seat 2 makes 70, +10.
    const names = desk.view!.tables[0]!.names;
    const changed = await desk.takeSheet(await sheetOf(desk, 0, [hs(2, 70)]));
    expect(changed).toEqual({
      ok: true,
      table: 0,
      status: 'changed',
      words: 'Tisch 1: dieser Zettel ändert den gespeicherten',
      change: {
        hands: { before: 2, after: 3 },
        seats: [
          { name: names[0], before: 42, after: 42 },
          { name: names[1], before: -10, after: -10 },
          { name: names[2], before: 0, after: 10 },
          { name: names[3], before: 0, after: 0 },
        ],
      },
    });
    // Nothing taken yet: the desk still shows the earlier sheet.
    expect(desk.view!.tables[0]).toMatchObject({ played: 2, totals: [42, -10, 0, 0] });
    expect(await desk.confirmChange()).toMatchObject({ status: 'updated' });
    expect(desk.view!.tables[0]).toMatchObject({ played: 3, totals: [42, -10, 10, 0] });
    expect(toast.current).toMatchObject({ text: 'Tisch 1: Zettel aktualisiert', undoable: true });
    ok(await undoOrRedo('undo'));
    await vi.waitFor(() => expect(desk.view!.tables[0]).toMatchObject({ played: 2 }));
  });

  it('kept out on "keep": the scan answers that the stored sheet stays', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    const scan = new SheetScan(desk);
    await scan.take(await sheetOf(desk, 0, [hs(0, 102)]));
    await scan.take(await sheetOf(desk, 0, [hs(1, 80)]));
    expect(scan.asking).toBe(true);
    scan.keep({ ok: true, table: 0, status: 'same', words: 'kept' });
    expect(scan.asking).toBe(false);
    // A confirm after "keep" takes nothing.
    expect(await desk.confirmChange()).toBeNull();
    expect(desk.view!.tables[0]).toMatchObject({ played: 1, totals: [42, 0, 0, 0] });
  });

  it('after the standings were printed, a sheet taken says they are out of date', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    const first = await desk.takeSheet(await sheetOf(desk, 0, [hs(0, 102)]));
    expect(first.words).toBe('Tisch 1: Zettel übernommen');
    desk.markPrinted();
    const stale = 'Die Rangliste war schon gedruckt: sie stimmt nun nicht mehr, bitte neu drucken';
    const second = await desk.takeSheet(await sheetOf(desk, 1, [hs(1, 80)]));
    expect(second.words).toBe(`Tisch 2: Zettel übernommen. ${stale}`);
    // The same sheet again changes nothing: no such note.
    expect((await desk.takeSheet(await sheetOf(desk, 1, []))).words).toBe(
      'Tisch 2: derselbe Zettel, unverändert',
    );
  });
});
