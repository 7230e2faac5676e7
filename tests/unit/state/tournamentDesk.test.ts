/**
 * The desk's intents (RULES.md §4) through the storage's writes, with the
 * toast and its undo as everywhere else: a tournament made by the form, a
 * round drawn, a table's sheet coming back as the evening hand-off's text,
 * refusals in words, late comers, leavers, the prize list and the export.
 * Numbers by hand: a Hineinschauen with p card points gives the declarer p − 60.
 */
import { t } from '../../../src/lib/i18n/index.svelte';
import { describe, expect, it, vi } from 'vitest';
import {
  appendHand,
  applyImport,
  createTournament,
  drawRound,
  exportForTable,
  exportTournament,
  startGame,
  useDatabase,
} from '../../../src/lib/db';
import { undoOrRedo } from '../../../src/lib/state/actions';
import { toast } from '../../../src/lib/state/toast.svelte';
import { TournamentForm } from '../../../src/lib/state/tournamentForm.svelte';
import { SheetScan } from '../../../src/lib/state/sheetScan.svelte';
import { hs, NAMES } from '../tournament/fixtures';
import { freshDatabase, ok } from '../db/helpers';
import { deskBench } from './deskBench';

const bench = deskBench();
const { made, deskOf, sheetOf } = bench;

describe('the tournament form', () => {
  it('creates the tournament in one write, said in the toast with its undo', async () => {
    const id = await made();
    const row = (await bench.organizer.tournaments.get(id))!;
    expect(row).toMatchObject({ name: 'Preistarock Brixen', rounds: 2, seed: 2026 });
    expect(row.players.map((p) => p.name)).toEqual(NAMES);
    expect(toast.current).toMatchObject({ text: t('tnStarted', { name: 'Preistarock Brixen' }) });
    expect(toast.current?.undoable).toBe(true);
  });

  it('keeps a refusal at its fields and writes nothing', async () => {
    const form = new TournamentForm();
    form.setPlayer(0, 'Anna');
    form.setPlayer(1, 'anna');
    const result = await form.start(1);
    expect(result.ok).toBe(false);
    expect(form.problemsAt('name').map((p) => p.code)).toEqual(['missing']);
    expect(form.problemsAt('players[1]').map((p) => p.code)).toEqual(['duplicateName']);
    expect(await bench.organizer.tournaments.count()).toBe(0);
    expect(toast.current?.error).toBe(true);
    form.dispose();
  });
});

describe('the desk', () => {
  it('draws round 1 into tables of 4, 4 and 5 and says so with its undo', async () => {
    const desk = await deskOf(await made());
    expect(desk.view!.round).toBe(0);
    expect(await desk.drawNext()).toBe(true);
    // Shown from what the write handed back, before the live read answers.
    expect(desk.view!.tables.map((t) => t.names.length)).toEqual([4, 4, 5]);
    expect(desk.view!.missing).toEqual([1, 2, 3]);
    expect(toast.current).toMatchObject({ text: 'Runde 1 ausgelost', undoable: true });
    const firstGames = desk.view!.tables.map((t) => t.gameId);
    // Drawn again before any sheet: new game ids (the old codes are refused later).
    expect(await desk.redraw()).toBe(true);
    expect(desk.view!.tables.some((t) => firstGames.includes(t.gameId))).toBe(false);
    // Undo goes back to the first draw.
    ok(await undoOrRedo('undo'));
    await vi.waitFor(() => expect(desk.view!.tables.map((t) => t.gameId)).toEqual(firstGames));
  });

  it('takes a table’s sheet for this round, once; the standings follow; redraw is refused', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    // Seat 0 makes 102: +42; seat 1 makes 50: −10. Totals 42, −10, 0, 0.
    const text = await sheetOf(desk, 0, [hs(0, 102), hs(1, 50)]);
    const outcome = await desk.takeSheet(text);
    expect(outcome).toEqual({
      ok: true,
      table: 0,
      status: 'added',
      words: 'Tisch 1: Zettel übernommen',
    });
    expect(toast.current).toMatchObject({ text: 'Tisch 1: Zettel übernommen', undoable: true });
    const first = desk.view!.tables[0]!;
    expect(first).toMatchObject({ reported: true, totals: [42, -10, 0, 0], played: 2 });
    expect(desk.view!.missing).toEqual([2, 3]);
    const top = desk.view!.standings[0]!;
    expect(top).toMatchObject({ name: first.names[0], rank: 1, total: 42, wins: 1 });
    // The same sheet again: nothing new.
    expect(await desk.takeSheet(text)).toMatchObject({ ok: true, status: 'same' });
    // A sheet is in: the round stays as drawn.
    expect(await desk.redraw()).toBe(false);
    expect(toast.current?.error).toBe(true);
    expect(toast.current?.text).toContain('Runde 1');
    // Undo takes the sheet out again.
    ok(await undoOrRedo('undo'));
    await vi.waitFor(() => expect(desk.view!.tables[0]!.reported).toBe(false));
  });

  it('refuses in words a sheet of another tournament, a game of no tournament, and noise', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    const other = ok(
      await createTournament({
        name: 'Anderes Turnier',
        date: '2026-12-06',
        variant: 'bauerntarock',
        houseRules: {},
        rounds: 1,
        roundEnd: { kind: 'gameEnd' },
        players: ['Xaver', 'Yvonne', 'Zenzi'],
        seed: 1,
      }),
    );
    const drawn = ok(await drawRound(other.id, 1));
    const otherDesk = await deskOf(drawn.id);
    const foreign = await sheetOf(otherDesk, 0, [hs(0, 70)]);
    const refused = await desk.takeSheet(foreign);
    expect(refused.ok).toBe(false);
    expect(refused.words).toBe(
      'Dieser Zettel wird nicht übernommen: ist der Zettel eines anderen Turniers',
    );
    useDatabase(bench.table);
    const plain = ok(
      await startGame({
        variant: 'bauerntarock',
        players: ['A', 'B', 'C'],
        firstDealer: 0,
        houseRules: {},
      }),
    );
    ok(await appendHand(plain.id, hs(0, 70)));
    const evening = ok(await exportForTable(plain.id, 'Anna')).text;
    useDatabase(bench.organizer);
    expect((await desk.takeSheet(evening)).words).toContain('zu keinem Turnier');
    const noise = await desk.takeSheet('{"format":"spatz-backup"');
    expect(noise.ok).toBe(false);
    expect(noise.words).toMatch(/^Dieser Zettel wird nicht übernommen: /);
    expect(desk.view!.tables.every((t) => !t.reported)).toBe(true);
  });

  it('late comers join from the next round, leavers are not seated again; prizes; undo', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    expect(await desk.addPlayer('  Zoe ')).toBe(true);
    expect(toast.current).toMatchObject({ text: 'Zoe spielt ab Runde 2', undoable: true });
    const zoe = desk.view!.players.find((p) => p.name === 'Zoe')!;
    expect(zoe).toMatchObject({ from: 2, until: null, seatedNext: true });
    const bert = desk.view!.players.find((p) => p.name === 'Bert')!;
    expect(await desk.removePlayer(bert.id)).toBe(true);
    expect(desk.view!.players.find((p) => p.name === 'Bert')).toMatchObject({
      until: 1,
      seatedNext: false,
    });
    expect(desk.view!.standings.find((s) => s.name === 'Bert')!.left).toBe(true);
    expect(await desk.setPrizes('1. Speck\n2. Wein')).toBe(true);
    expect(desk.row!.prizes).toBe('1. Speck\n2. Wein');
    ok(await undoOrRedo('undo'));
    await vi.waitFor(() => expect(desk.row!.prizes).toBe(''));
  });

  it('the scanner hands each whole text to the desk once, in turn', async () => {
    const desk = await deskOf(await made());
    await desk.drawNext();
    const text = await sheetOf(desk, 2, [hs(1, 80)]);
    const heard: boolean[] = [];
    const scan = new SheetScan(desk, (outcome) => heard.push(outcome.ok));
    // The table's frames loop: the same text comes twice, and is taken once.
    await Promise.all([scan.take(text), scan.take(text)]);
    expect(heard).toEqual([true]);
    expect(scan.outcomes).toHaveLength(1);
    // Table of 5, dealer seat 0 sits out; seat 1 makes 80: +20.
    expect(desk.view!.tables[2]!.totals).toEqual([0, 20, 0, 0, 0]);
  });

  it('exports the tournament with its games as a backup the ordinary import reads', async () => {
    const id = await made();
    const desk = await deskOf(id);
    await desk.drawNext();
    await desk.takeSheet(await sheetOf(desk, 1, [hs(0, 70)]));
    const made2 = (await exportTournament(id))!;
    expect(made2.file).toBe('spatz-turnier-2026-12-05.json');
    const envelope = JSON.parse(made2.text) as {
      format: string;
      games: unknown[];
      tournaments: { id: string }[];
    };
    expect(envelope.format).toBe('spatz-backup');
    expect(envelope.games).toHaveLength(1);
    expect(envelope.tournaments.map((t) => t.id)).toEqual([id]);
    const elsewhere = await freshDatabase();
    ok(await applyImport(made2.text));
    expect((await elsewhere.tournaments.get(id))?.name).toBe('Preistarock Brixen');
    expect(await elsewhere.games.count()).toBe(1);
    useDatabase(bench.organizer);
  });
});
