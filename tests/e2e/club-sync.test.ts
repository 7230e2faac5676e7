/**
 * A club on three phones (FORMAT.md "A club's season"), against a CouchDB-compatible server
 * this test starts on 127.0.0.1 and sets up with the project's own script: Anna and Bert join
 * by their invite links; Anna keeps score offline, comes online, and Bert's phone shows her
 * game as a read-only copy with her totals; the server refuses Bert's write to it. Bert keeps
 * score of a second evening elsewhere, offline; his browser is killed while that game's push
 * is at the server, and started again on the same profile nothing waits and the server holds
 * the game once, at its one revision. A third phone joins by its link and gets both, and all
 * three phones show the same statistics, season ranking and money owed, worked by hand; the
 * season's CSV holds the same numbers. Before joining, a phone asks nothing of any host but
 * its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join as inDir } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type Launched } from './harness';
import { enterHand, shown, startGame, tid } from './table';
import { watchOtherHosts } from './transfer';
import { downloadText, seasonRanking } from './settle';
import { parseCsv } from '../unit/files/parseCsv';
import { startCouch, type Couch } from '../support/couch';
import { setupClub } from '../../scripts/club/setup';
import type { MemberInvite } from '../../scripts/club/invite';
import { hand, join, openGame, synced, syncNow, waiting } from './club';

let couch: Couch;
let invites: Record<string, MemberInvite>;
const phones: Launched[] = [];
let bertDir: string | undefined;

beforeAll(async () => {
  couch = await startCouch();
  const made = await setupClub(couch.url, couch.admin, 'tarockclub', ['anna', 'bert', 'cilli'], {
    club: 'Tarockrunde Brixental',
  });
  invites = Object.fromEntries(made.invites.map((invite) => [invite.user, invite]));
});
afterAll(async () => {
  for (const phone of phones) await phone.close();
  await couch.stop();
  if (bertDir) await rm(bertDir, { recursive: true, force: true });
});

// Three phones, Bert's started twice as a browser of its own: 34 s measured on this loaded
// machine, too near the 60 s default; a hang still fails.
test(
  "a game kept offline reaches the other phones as a read-only copy, the server refuses another member's write, a push cut off by a killed browser loses and doubles nothing, and all three phones show the same season",
  { timeout: 180_000 },
  async () => {
    const anna = await launch();
    // Bert's phone keeps its profile on disk: its browser is killed during a push and started again.
    bertDir = await mkdtemp(inDir(tmpdir(), 'spatz-club-bert-'));
    let bert = await launch({ userDataDir: bertDir });
    phones.push(anna, bert);
    const origin = new URL(anna.baseURL).origin;
    const elsewhere = watchOtherHosts(anna.context, origin);

    // Never joined: the app starts, keeps score, shows the club screen, and asks no other host.
    await anna.page.goto(`${anna.baseURL}/#/club`);
    await anna.page.getByText('Dieses Handy gehört zu keinem Verein.').waitFor();
    expect(elsewhere).toEqual([]);

    await join(anna, invites.anna!);
    expect(elsewhere.every((url) => url.startsWith(couch.url))).toBe(true);

    // Offline at the Gasthof, at 0,10 a point in coins of 0,50: Anna plays three hands.
    // Anna +20, Bert +10, Chris −10.
    await anna.context.setOffline(true);
    await anna.page.goto(`${anna.baseURL}/#/`);
    await startGame(anna.page, { players: ['Anna', 'Bert', 'Chris'], money: MONEY });
    const gameId = openGame(anna.page);
    const hands = [hand(1, 70), hand(2, 50), hand(0, 80)];
    for (const [i, h] of hands.entries()) await enterHand(anna.page, h, i);
    await anna.page.goto(`${anna.baseURL}/#/club`);
    await waiting(anna.page, 1);

    // Back online: what waited goes up by itself.
    await anna.context.setOffline(false);
    await waiting(anna.page, 0);

    await join(bert, invites.bert!);
    await bert.page.goto(`${bert.baseURL}/#/game/${encodeURIComponent(gameId)}`);
    await tid(bert.page, 'copy-banner').waitFor();
    expect((await shown(bert.page, 3)).totals).toEqual([20, 10, -10]);

    // Bert's login may not write Anna's game: the server itself refuses it.
    const { user, password } = invites.bert!.invite;
    const auth = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    const url = `${couch.url}/tarockclub/${encodeURIComponent(gameId)}`;
    const doc = (await (await fetch(url, { headers: { Authorization: auth } })).json()) as Record<
      string,
      unknown
    >;
    expect(doc.keeper).toBe('anna');
    const write = await fetch(url, {
      method: 'PUT',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...doc, keeper: 'bert' }),
    });
    expect(write.status).toBe(403);

    // The statistics count settled games: Anna settles hers now.
    await anna.page.goto(`${anna.baseURL}/#/game/${encodeURIComponent(gameId)}`);
    await settle(anna.page);
    await syncNow(anna.page);

    // A second evening, at another table and offline, kept by Bert at the same stake and coin:
    // Bert +15, Dora −5, Anna +2.
    await bert.context.setOffline(true);
    await bert.page.goto(`${bert.baseURL}/#/`);
    await startGame(bert.page, { players: ['Anna', 'Bert', 'Dora'], money: MONEY, place: 'Hütte' });
    const secondId = openGame(bert.page);
    for (const [i, h] of [hand(1, 75), hand(2, 55), hand(0, 62)].entries()) {
      await enterHand(bert.page, h, i);
    }
    await settle(bert.page);
    await bert.page.goto(`${bert.baseURL}/#/club`);
    await waiting(bert.page, 1);

    // Online again, the push of that game reaches the server, and the browser is killed before
    // the server's answer reaches the phone.
    let arrived!: () => void;
    const atServer = new Promise<void>((done) => (arrived = done));
    await bert.context.route(`${couch.url}/tarockclub/_bulk_docs`, async (route) => {
      if (!route.request().postData()?.includes(secondId)) return route.continue();
      await route.fetch();
      arrived();
    });
    await bert.context.setOffline(false);
    await atServer;
    await bert.close();
    phones.splice(phones.indexOf(bert), 1);

    // The same phone started again: nothing waits, and the server holds the game once, at the
    // revision of its one write (the push after the restart made none).
    bert = await launch({ userDataDir: bertDir });
    phones.push(bert);
    await bert.page.goto(`${bert.baseURL}/#/club`);
    await synced(bert.page);
    await syncNow(bert.page);
    await waiting(bert.page, 0);
    const adminAuth = `Basic ${Buffer.from(`${couch.admin.user}:${couch.admin.password}`).toString('base64')}`;
    const onServer = (await (
      await fetch(
        `${couch.url}/tarockclub/${encodeURIComponent(secondId)}?revs=true&conflicts=true`,
        {
          headers: { Authorization: adminAuth },
        },
      )
    ).json()) as {
      _rev: string;
      _revisions: { ids: string[] };
      _conflicts?: string[];
      hands: unknown[];
    };
    expect(onServer._rev.startsWith('1-')).toBe(true);
    expect(onServer._revisions.ids).toHaveLength(1);
    expect(onServer._conflicts).toBeUndefined();
    expect(onServer.hands).toHaveLength(3);
    const all = (await (
      await fetch(`${couch.url}/tarockclub/_all_docs?include_docs=true`, {
        headers: { Authorization: adminAuth },
      })
    ).json()) as { rows: { id: string; doc: { keeper?: string } }[] };
    const bertsDocs = all.rows.filter((row) => row.doc.keeper === 'bert').map((row) => row.id);
    expect(bertsDocs.sort()).toEqual(['roster:bert', secondId].sort());

    // Bert's evening reaches Anna; a third phone joins by its link and gets the whole season.
    await syncNow(anna.page);
    const cilli = await launch();
    phones.push(cilli);
    await join(cilli, invites.cilli!);

    // Statistics over both games (settled ones count): the winner has the highest total, the
    // last the lowest (RULES.md §1.7).
    const worked = [
      { player: 'Anna', games: 2, wins: 1, last: 0 },
      { player: 'Bert', games: 2, wins: 1, last: 0 },
      { player: 'Chris', games: 1, wins: 0, last: 1 },
      { player: 'Dora', games: 1, wins: 0, last: 1 },
    ];
    // The season, worked by hand (RULES.md §1.7; the ranking as docs/ARCHITECTURE.md "The
    // club's season": most points first, points the final totals added up, money each
    // evening's amounts rounded to its coin and added up).
    // Anna's evening: totals 20, 10, −10. Winner Anna; Bert pays 20 − 10 = 10, Chris (last)
    //   20 + 10 + 20 = 50. Net Anna +60, Bert −10, Chris −50; at 0,10: 6, −1, −5 (whole coins).
    // Bert's evening: totals Anna 2, Bert 15, Dora −5. Winner Bert; Anna pays 15 − 2 = 13,
    //   Dora (last) 15 + 5 + 20 = 40. Net Bert +53, Anna −13, Dora −40; at 0,10: 5.3, −1.3, −4;
    //   to the nearest 0,50: 5.5, −1.5, −4 (sum 0, nothing moved).
    // Points: Bert 10 + 15 = 25, Anna 20 + 2 = 22, Dora −5, Chris −10.
    // Money: Anna 6 − 1.5 = 4.5, Bert −1 + 5.5 = 4.5, Dora −4, Chris −5.
    const ranking = [
      { rank: 1, name: 'Bert', games: 2, points: 25, wins: 1, last: 0, money: 4.5 },
      { rank: 2, name: 'Anna', games: 2, points: 22, wins: 1, last: 0, money: 4.5 },
      { rank: 3, name: 'Dora', games: 1, points: -5, wins: 0, last: 1, money: -4 },
      { rank: 4, name: 'Chris', games: 1, points: -10, wins: 0, last: 1, money: -5 },
    ];
    // Owed (neither evening marked paid): each player's money summed over both evenings, paid
    // in the fewest transfers; with four people and no two balances cancelling, that is three,
    // and what each pays or gets, in cents, is their balance.
    const owed = { Anna: 450, Bert: 450, Chris: -500, Dora: -400 };
    for (const phone of [anna, bert, cilli]) {
      expect(await statistics(phone)).toEqual(worked);
      expect(await season(phone)).toEqual({ evenings: 2, ranking, owed, transfers: 3 });
    }
    // The place Bert typed into the new-game form travels with his evening (the season shown).
    expect(await tid(cilli.page, 'season-evening').filter({ hasText: 'Hütte' }).count()).toBe(1);

    // The season's CSV (German: `;` and decimal commas, FORMAT.md "A spreadsheet export").
    const rows = parseCsv(await downloadText(cilli.page, 'season-csv'), ';');
    const at = rows.findIndex((row) => row[0] === 'Rangliste');
    expect(rows.slice(at + 1)).toEqual([
      ['Platz', 'Spieler', 'Partien', 'Punkte', 'Siege', 'Letzter', 'Geld'],
      ['1', 'Bert', '2', '25', '1', '0', '4,5'],
      ['2', 'Anna', '2', '22', '1', '0', '4,5'],
      ['3', 'Dora', '1', '-5', '0', '1', '-4'],
      ['4', 'Chris', '1', '-10', '0', '1', '-5'],
    ]);
    // Every hand of both games with everyone's running total (§1.5: points − 60).
    const handRows = rows.filter((row) => /^\d+$/.test(row[0] ?? '') && row.length === 13);
    expect(handRows.map((row) => row.slice(-3).join(' ')).sort()).toEqual(
      ['0 10 0', '0 10 -10', '20 10 -10', '0 15 0', '0 15 -5', '2 15 -5'].sort(),
    );
  },
);

/** The evening's money both games are played for: 0,10 a point, paid in coins of 0,50. */
const MONEY = { stake: '0,10', coin: '0.50' };

/** The season screen: its evenings, ranking, and each player's balance in the money owed. */
async function season({ page, baseURL }: Launched) {
  await page.goto(`${baseURL}/#/season`);
  await tid(page, 'season-ranking').waitFor();
  await tid(page, 'owed-row').first().waitFor();
  const ranking = await seasonRanking(page);
  const transfers = await tid(page, 'owed-row').evaluateAll((rows) =>
    rows.map((row) => ({
      from: row.dataset.from ?? '',
      to: row.dataset.to ?? '',
      cents: Number(row.dataset.amount),
    })),
  );
  const owed: Record<string, number> = {};
  for (const { from, to, cents } of transfers) {
    owed[from] = (owed[from] ?? 0) - cents;
    owed[to] = (owed[to] ?? 0) + cents;
  }
  const evenings = await tid(page, 'season-evening').count();
  return { evenings, ranking, owed, transfers: transfers.length };
}

/** "Stop and settle now" on the game screen. */
async function settle(page: Page): Promise<void> {
  await tid(page, 'settle-now').click();
  await tid(page, 'settle-confirm').click();
  await tid(page, 'settle-now').waitFor({ state: 'detached' });
}

/** The statistics screen's rows: each player's games, wins and last places, by name. */
async function statistics({ page, baseURL }: Launched) {
  await page.goto(`${baseURL}/#/stats`);
  await tid(page, 'stats-table').waitFor();
  await tid(page, 'stats-period').selectOption('all');
  const rows = await page.getByTestId('stats-row').evaluateAll((trs) =>
    trs.map((tr) => {
      const stat = (name: string) =>
        Number(tr.querySelector(`[data-stat=${name}]`)?.getAttribute('data-value'));
      return {
        player: tr.getAttribute('data-player') ?? '',
        games: stat('games'),
        wins: stat('wins'),
        last: stat('last'),
      };
    }),
  );
  return rows.sort((a, b) => a.player.localeCompare(b.player));
}
