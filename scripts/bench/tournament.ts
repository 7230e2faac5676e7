/**
 * Figure (j) of scripts/bench.ts, in a fresh node process: a tournament of 60 players
 * (15 tables of 4), 4 rounds of 24 hands (RULES.md §4). The organizer's work after a
 * sheet arrives: read the sheet (the game file as a table shows it), check it against
 * the round's draw, and recompute the standings from every table's game; plus drawing
 * round 4 after three rounds. Against the engine folding the same 60 games. Prints
 * `{"tournament": ms, "fold": ms}`. The IndexedDB write of the sheet is not in it (the
 * hand-off's own figures measure that path).
 */
import { evaluate, readGame, toGameFile, type Game } from '../../src/lib/rules';
import { parseImport } from '../../src/lib/files/backupFormat';
import {
  checkSheet,
  drawTournamentRound,
  standings,
  tableResults,
  tableNames,
  tableStates,
  type Tournament,
} from '../../src/lib/tournament';
import { longGame } from './games';

const PLAYERS = 60;
const ROUNDS = 4;
const HANDS = 24;
const TIMINGS = 15;
const REPS = 3;

const tournament: Tournament = {
  id: 'bench',
  name: 'Bench',
  date: '2026-12-05',
  place: '',
  variant: 'bauerntarock',
  houseRules: { endAt: null },
  rounds: ROUNDS,
  roundEnd: { kind: 'hands', hands: HANDS },
  players: Array.from({ length: PLAYERS }, (_, i) => ({
    id: `p${i}`,
    name: `Player ${i}`,
    from: 1,
    until: null,
  })),
  seed: 2026,
  draws: [],
  prizes: '',
};
for (let round = 1; round <= ROUNDS; round++) {
  const answer = drawTournamentRound(tournament, round, 0);
  if (!answer.ok) throw new Error(answer.refusal.code);
  tournament.draws.push({
    round,
    redraw: 0,
    tables: answer.tables,
    games: answer.tables.map((_, t) => `g${round}-${t}`),
  });
}
const games = new Map<string, Game>();
for (const draw of tournament.draws) {
  draw.games.forEach((id, t) => {
    // The players seated at this table, as a real sheet names them (the desk checks the names).
    const read = readGame({
      ...longGame(HANDS, draw.round * 100 + t),
      players: tableNames(tournament, draw.tables[t]!),
      houseRules: { endAt: null },
    });
    if (!read.ok) throw new Error(`generated game invalid: ${JSON.stringify(read.problems)}`);
    games.set(id, read.value);
  });
}
// The last table of the last round hands in its sheet: its game file with its ids.
const lastDraw = tournament.draws[ROUNDS - 1]!;
const sheetId = lastDraw.games[lastDraw.games.length - 1]!;
const sheetText = JSON.stringify(
  toGameFile({
    ...games.get(sheetId)!,
    meta: {
      spatz: {
        id: sheetId,
        tournament: { id: tournament.id, round: ROUNDS, table: lastDraw.games.length - 1 },
      },
    },
  }),
);
const ids = tournament.players.map((p) => p.id);

async function takeSheet(): Promise<void> {
  const parsed = await parseImport(sheetText, 0);
  if (!parsed.ok) throw new Error('sheet refused');
  const { row, hands } = parsed.value.games[0]!;
  const game: Game = { ...games.get(sheetId)!, hands: hands.map((h) => h.hand) };
  const check = checkSheet(tournament, ROUNDS, row.id, row.tournament, game);
  if (!check.ok) throw new Error(check.refusal.code);
  standings(ids, ROUNDS, tableResults(tableStates(tournament, games)));
}

function drawAgain(): void {
  drawTournamentRound(tournament, ROUNDS, 1);
}

function foldAll(): void {
  for (const game of games.values()) evaluate(game);
}

const gc = (globalThis as { gc?: () => void }).gc;
async function time(work: () => unknown): Promise<number> {
  gc?.();
  const start = performance.now();
  for (let i = 0; i < REPS; i++) await work();
  return (performance.now() - start) / REPS;
}

for (let i = 0; i < 10; i++) {
  foldAll();
  await takeSheet();
  drawAgain();
}
const folds: number[] = [];
const own: number[] = [];
for (let i = 0; i < TIMINGS; i++) {
  folds.push(await time(foldAll));
  own.push(
    await time(async () => {
      drawAgain();
      await takeSheet();
    }),
  );
}
process.stdout.write(JSON.stringify({ tournament: Math.min(...own), fold: Math.min(...folds) }));
