/**
 * Figure (l) of scripts/bench.ts: a new phone joins a club's season of 300 games and 12,000
 * hands (100 evenings of three 40-hand games, kept by another member) on a CouchDB-compatible
 * server started here (tests/support/couch.ts, set up by scripts/club/setup.ts). Timed from
 * the tap on "join" until the club screen says the phone synced (every game stored) and the
 * season screen then opened shows its ranking over all 300 games, in a fresh browser
 * profile each run; against the least the same transfer takes: a plain page of
 * the same origin in the same browser reading the same documents with `_changes` and one
 * `_bulk_get`, parsed, nothing stored.
 */
import { launchChromium } from '../../tests/e2e/chromium';
import { startCouch } from '../../tests/support/couch';
import { setupClub } from './../club/setup';
import { inviteLink } from './../club/invite';
import { gameDocument } from '../../src/lib/club/document';
import type { GameRow, HandRow, SessionRow } from '../../src/lib/files/types';
import type { Hand } from '../../src/lib/rules';
import { median, type Figure } from './report';

const EVENINGS = 100;
const GAMES_PER_EVENING = 3;
const HANDS_PER_GAME = 40;
/** The calendar year the evenings fall in (from 1 September 2026, one a day). */
const SEASON = '2026';

export const CLUB_NOTE =
  '(l) from the tap on "join" until the club screen says synced (300 games, 12,000 hands stored) and then the season screen (#/season) shows the ranking over all 300 games, a fresh profile each run; the baseline is a plain page reading the same documents with _changes and _bulk_get';

/** Hineinschauen by `declarer` with these card points (RULES.md §1.5): ±2, no game ends by itself. */
const hand = (declarer: number, declarerPoints: number): Hand =>
  ({
    kind: 'played',
    declarer,
    contract: 'hineinschauen',
    declarerPoints,
    declarerTricks: 'some',
    doublings: 0,
  }) as unknown as Hand;

function season(): Record<string, unknown>[] {
  const start = Date.UTC(2026, 8, 1);
  const docs = [];
  for (let e = 0; e < EVENINGS; e++) {
    const at = start + e * 86_400_000;
    const session: SessionRow = {
      id: `evening-${e}`,
      createdAt: at,
      updatedAt: at,
      date: new Date(at).toISOString().slice(0, 10),
      place: e % 2 ? 'Gasthof Post' : 'Hütte',
      stakePerPoint: 0.1,
    };
    for (let g = 0; g < GAMES_PER_EVENING; g++) {
      const id = `game-${e}-${g}`;
      const begun = at + g * 3_600_000;
      const hands: HandRow[] = Array.from({ length: HANDS_PER_GAME }, (_, i) => ({
        id: `${id}-${i}`,
        gameId: id,
        position: i,
        createdAt: begun + i,
        updatedAt: begun + i,
        hand: hand(i % 3, i % 2 ? 62 : 58),
      }));
      const row: GameRow = {
        id,
        sessionId: session.id,
        createdAt: begun,
        updatedAt: begun + HANDS_PER_GAME,
        variant: 'bauerntarock',
        players: ['Anna', 'Bert', 'Chris'],
        playerIds: ['a', 'b', 'c'],
        firstDealer: 0,
        houseRules: {},
        // Stopped after its 40 hands: an ended game, so the season's ranking counts it.
        stoppedEarly: true,
        deleted: false,
        rev: `rev-${id}`,
      };
      docs.push(gameDocument(row, hands, session, 'anna', undefined));
    }
  }
  return docs;
}

export async function clubJoinFigure(appUrl: string, runs: number): Promise<Figure> {
  const couch = await startCouch();
  try {
    const made = await setupClub(couch.url, couch.admin, 'season', ['anna', 'bert']);
    const bert = made.invites.find((invite) => invite.user === 'bert')!;
    const admin = `Basic ${Buffer.from(`${couch.admin.user}:${couch.admin.password}`).toString('base64')}`;
    const seeded = await fetch(`${couch.url}/season/_bulk_docs`, {
      method: 'POST',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ docs: season() }),
    });
    if (seeded.status !== 201) throw new Error(`seeding the season failed: ${seeded.status}`);
    const auth = `Basic ${Buffer.from(`bert:${bert.invite.password}`).toString('base64')}`;
    const app: number[] = [];
    const plain: number[] = [];
    for (let run = 0; run < runs; run++) {
      const phone = await launchChromium(appUrl, { ownProcess: true });
      try {
        const { page } = phone;
        await page.goto(inviteLink(`${appUrl}/`, bert.payload));
        await page.getByTestId('club-join').waitFor();
        const started = Date.now();
        await page.getByTestId('club-join').click();
        await page
          .locator('[data-testid=club-last-sync]:not([data-synced=""])')
          .waitFor({ timeout: 0 });
        // Then the season, as the member opens it: timed until its ranking counts every game.
        await page.evaluate(() => (location.hash = '#/season'));
        const pick = page.getByTestId('season-pick');
        if ((await pick.inputValue()) !== SEASON) await pick.selectOption(SEASON);
        await page
          .locator(
            `[data-testid=season-row][data-player=Anna] [data-stat=games][data-value="${EVENINGS * GAMES_PER_EVENING}"]`,
          )
          .waitFor({ timeout: 0 });
        app.push(Date.now() - started);
        plain.push(
          await page.evaluate(
            async ({ server, auth }) => {
              const headers = { Authorization: auth, 'Content-Type': 'application/json' };
              const t = performance.now();
              const changes = (await (
                await fetch(`${server}/season/_changes`, { headers })
              ).json()) as {
                results: { id: string; changes: { rev: string }[] }[];
              };
              const docs = changes.results.map((r) => ({ id: r.id, rev: r.changes[0]!.rev }));
              const body = JSON.stringify({ docs });
              const got = (await (
                await fetch(`${server}/season/_bulk_get`, { method: 'POST', headers, body })
              ).json()) as { results: unknown[] };
              if (got.results.length < docs.length) throw new Error('documents missing');
              return performance.now() - t;
            },
            { server: couch.url, auth },
          ),
        );
      } finally {
        await phone.close();
      }
    }
    return {
      label: '(l) new phone joins a 300-game season',
      unit: 'ms',
      app: median(app),
      baseline: median(plain),
      maxRatio: 1.5,
    };
  } finally {
    await couch.stop();
  }
}
