/**
 * Drawing the next round while tables of this one have not handed in (RULES.md §4 "A
 * round"): once drawn, their sheets of this round are refused as another round's, so the
 * desk asks first, naming the tables, and draws only on "draw anyway"; with every table
 * in, it draws at once. Hands by hand: a Hineinschauen with p card points gives p − 60.
 */
import { describe, expect, it } from 'vitest';
import { hs } from '../tournament/fixtures';
import { deskBench } from './deskBench';

const bench = deskBench();
const { made, deskOf, sheetOf } = bench;

describe('drawing the next round', () => {
  it('asks first while tables are out, names them live, and draws only on "draw anyway"', async () => {
    const id = await made();
    const desk = await deskOf(id);
    // Round 0: nothing to wait for, so no question.
    expect(await desk.drawNext()).toBe(true);
    expect(desk.drawQuestion).toBeNull();
    expect(desk.view!.round).toBe(1);
    // Table 1's sheet only: seat 0 makes 70, +10.
    await desk.takeSheet(await sheetOf(desk, 0, [hs(0, 70)]));
    expect(desk.view!.missing).toEqual([2, 3]);

    expect(await desk.drawNext()).toBe(false);
    expect(desk.drawQuestion).toEqual([2, 3]);
    // Nothing drawn: still round 1, one draw stored.
    expect(desk.view!.round).toBe(1);
    expect((await bench.organizer.tournaments.get(id))!.draws).toHaveLength(1);

    // "Wait": the question closes, nothing changes.
    desk.waitForSheets();
    expect(desk.drawQuestion).toBeNull();
    expect((await bench.organizer.tournaments.get(id))!.draws).toHaveLength(1);

    // Asked again; a sheet arriving meanwhile leaves the list.
    expect(await desk.drawNext()).toBe(false);
    await desk.takeSheet(await sheetOf(desk, 2, [hs(1, 80)]));
    expect(desk.drawQuestion).toEqual([2]);

    // "Draw anyway": round 2 is drawn with table 2 still out, and the question is gone.
    expect(await desk.drawAnyway()).toBe(true);
    expect(desk.drawQuestion).toBeNull();
    expect(desk.view!.round).toBe(2);
    expect((await bench.organizer.tournaments.get(id))!.draws).toHaveLength(2);
  });

  it('draws at once when every table is in, and the question ends when the last one comes', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    await desk.takeSheet(await sheetOf(desk, 0, [hs(0, 70)]));
    await desk.takeSheet(await sheetOf(desk, 1, [hs(2, 90)]));
    expect(await desk.drawNext()).toBe(false);
    expect(desk.drawQuestion).toEqual([3]);
    // The last sheet comes while the question is open: no table is out, no question.
    await desk.takeSheet(await sheetOf(desk, 2, [hs(1, 80)]));
    expect(desk.view!.missing).toEqual([]);
    expect(desk.drawQuestion).toBeNull();
    expect(await desk.drawNext()).toBe(true);
    expect(desk.view!.round).toBe(2);
  });
});
