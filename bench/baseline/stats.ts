/**
 * The baseline of bench figure (g), the statistics screen's cold open: the least a page
 * can do that still does the statistics' work. Open IndexedDB (Dexie, as the app), read
 * every evening, game and hand row in one transaction, fold each game with the rules
 * engine, sum each player's games and net points, and paint the table: one
 * `data-testid="stats-row"` per player, as the app's screen has.
 * `#seed` stores the bench's games first (scripts/bench/statsGames.ts): a hash, since the
 * service worker would answer a query string with the other page (its navigation fallback).
 */
import { Dexie, type EntityTable } from 'dexie';
import {
  evaluate,
  readGame,
  type Hand,
  type HouseRuleOverrides,
  type Variant,
} from '../../src/lib/rules';
import { statsSeed } from '../../scripts/bench/statsGames';

interface EveningRow {
  id: string;
  date: string;
}
interface GameRow {
  id: string;
  sessionId: string;
  variant: Variant;
  players: string[];
  firstDealer: number;
  houseRules: HouseRuleOverrides;
  stoppedEarly: boolean;
}
interface HandRow {
  id: string;
  gameId: string;
  position: number;
  hand: Hand;
}

const db = new Dexie('baseline-stats', { cache: 'disabled' }) as Dexie & {
  sessions: EntityTable<EveningRow, 'id'>;
  games: EntityTable<GameRow, 'id'>;
  hands: EntityTable<HandRow, 'id'>;
};
db.version(1).stores({ sessions: 'id', games: 'id, sessionId', hands: 'id, gameId' });

async function seed(): Promise<void> {
  const { evenings, games } = statsSeed();
  await db.transaction('rw', db.sessions, db.games, db.hands, async () => {
    if ((await db.games.count()) > 0) return;
    await db.sessions.bulkAdd(evenings.map(({ id, date }) => ({ id, date })));
    const rows: GameRow[] = [];
    const hands: HandRow[] = [];
    for (const { id, sessionId, file } of games) {
      const read = readGame(file);
      if (!read.ok) throw new Error('bench game invalid');
      const { hands: list, variant, players, firstDealer, houseRules } = read.value;
      rows.push({ id, sessionId, variant, players, firstDealer, houseRules, stoppedEarly: true });
      list.forEach((hand, position) =>
        hands.push({ id: `${id}-${position}`, gameId: id, position, hand }),
      );
    }
    await db.games.bulkAdd(rows);
    await db.hands.bulkAdd(hands);
  });
}

async function show(): Promise<void> {
  if (location.hash === '#seed') await seed();
  const [games, hands] = await db.transaction('r', db.sessions, db.games, db.hands, () =>
    Promise.all([db.sessions.toArray(), db.games.toArray(), db.hands.toArray()]).then(
      ([, games, hands]) => [games, hands] as const,
    ),
  );
  const handsOf = new Map<string, HandRow[]>();
  for (const row of hands) {
    let list = handsOf.get(row.gameId);
    if (!list) handsOf.set(row.gameId, (list = []));
    list.push(row);
  }
  const players = new Map<string, { games: number; net: number }>();
  for (const row of games) {
    const own = (handsOf.get(row.id) ?? []).sort((a, b) => a.position - b.position);
    const { result } = evaluate({
      variant: row.variant,
      players: row.players,
      firstDealer: row.firstDealer,
      houseRules: row.houseRules,
      hands: own.map((h) => h.hand),
    });
    row.players.forEach((name, seat) => {
      const tally = players.get(name) ?? { games: 0, net: 0 };
      tally.games += 1;
      tally.net += result.settlement.net[seat] ?? 0;
      players.set(name, tally);
    });
  }
  const table = document.createElement('table');
  for (const [name, tally] of [...players].sort((a, b) => b[1].net - a[1].net)) {
    const tr = table.insertRow();
    tr.dataset.testid = 'stats-row';
    tr.insertCell().textContent = name;
    tr.insertCell().textContent = String(tally.games);
    tr.insertCell().textContent = String(Math.round(tally.net * 100) / 100);
  }
  document.getElementById('app')!.replaceChildren(table);
}
void show();
// Offline like the app: precached by the same service worker as the baseline's other page.
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('./sw.js');
