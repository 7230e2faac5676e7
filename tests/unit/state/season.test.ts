import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase, ok, played } from '../db/helpers';
import { appendHand, loadSeasons, startGame, stopGame } from '../../../src/lib/db';
import { SeasonState } from '../../../src/lib/state/season.svelte';

const disposers: (() => void)[] = [];
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

/** A game of its own evening, started the way the new-game form starts one. */
async function game(
  session: { date: string; place: string },
  declarerPoints: number,
): Promise<void> {
  const row = ok(
    await startGame({
      variant: 'bauerntarock',
      players: ['Anna', 'Bert', 'Chris'],
      firstDealer: 0,
      houseRules: {},
      session,
    }),
  );
  ok(await appendHand(row.id, played({ declarer: 0, contract: 'hineinschauen', declarerPoints })));
  ok(await stopGame(row.id));
}

/**
 * 1 October 2026: Anna Hineinschauen 80: +20 (RULES.md §1.5). 1 March 2027: Anna 70: +10.
 * Each stopped with Anna on top and Bert and Chris at 0.
 */
beforeEach(async () => {
  await freshDatabase();
  await game({ date: '2026-10-01', place: 'Post' }, 80);
  await game({ date: '2027-03-01', place: 'Hütte' }, 70);
});

async function clubOn(today: string): Promise<SeasonState> {
  const club = new SeasonState(today);
  disposers.push(() => club.dispose());
  await club.ready;
  return club;
}

const anna = (club: SeasonState) => club.view?.ranking.find((row) => row.name === 'Anna');

describe('SeasonState: the club screen’s season', () => {
  it('shows the calendar year today falls in until a season is named', async () => {
    const club = await clubOn('2027-03-02');
    expect(club.offered.map((s) => s.name)).toEqual(['2027', '2026']);
    expect(club.season?.name).toBe('2027');
    expect([anna(club)?.games, anna(club)?.points]).toEqual([1, 10]);
  });

  it('names a season, shows it, and forgets it again', async () => {
    const club = await clubOn('2027-03-02');
    expect(await club.add({ name: '2026/27', from: '2026-09-01', to: '2027-08-31' })).toBe(true);
    await vi.waitFor(() => expect(club.season?.name).toBe('2026/27'));
    expect(club.named).toBe(true);
    expect(club.view?.evenings.map((e) => e.place)).toEqual(['Post', 'Hütte']);
    expect([anna(club)?.games, anna(club)?.points, anna(club)?.wins]).toEqual([2, 30, 2]);

    await club.remove('2026/27');
    await vi.waitFor(() => expect(club.season?.name).toBe('2027'));
    expect(await loadSeasons()).toEqual([]);
  });

  it('says what is wrong with a season and stores nothing', async () => {
    const club = await clubOn('2027-03-02');
    expect(await club.add({ name: 'Winter', from: '2027-03-01', to: '2026-12-01' })).toBe(false);
    expect(club.problem).toBe('order');
    expect(await loadSeasons()).toEqual([]);
  });
});
