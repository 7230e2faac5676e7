/**
 * The facts the organizer's desk holds between live answers (RULES.md §4):
 * the tournament row and each table's game, kept as the same objects while
 * their stored revision is unchanged, so the standings fold only the sheet
 * that arrived (tableRound remembers its fold per game object).
 */
import type { GameRow, LoadedTournament, TournamentRow } from '../db';
import type { Game } from '../rules';

export interface DeskFacts {
  row: TournamentRow;
  games: ReadonlyMap<string, Game>;
  /** Each game's stored revision. */
  revs: ReadonlyMap<string, string>;
}

/** A live answer as the desk's facts (null: no such tournament), unchanged sheets kept. */
export function keepGames(
  answer: LoadedTournament | undefined,
  before: DeskFacts | null | undefined,
): DeskFacts | null {
  if (!answer) return null;
  const games = new Map<string, Game>();
  const revs = new Map<string, string>();
  for (const [id, game] of answer.games) {
    const rev = answer.rows.get(id)?.rev ?? '';
    const kept = before?.revs.get(id) === rev ? before.games.get(id) : undefined;
    games.set(id, kept ?? game);
    revs.set(id, rev);
  }
  return { row: answer.row, games, revs };
}

/** The facts with one sheet just stored: the row and checked game receiveSheet handed back. */
export function withSheet(facts: DeskFacts, row: GameRow, game: Game): DeskFacts {
  return {
    ...facts,
    games: new Map(facts.games).set(row.id, game),
    revs: new Map(facts.revs).set(row.id, row.rev ?? ''),
  };
}

const collators = new Map<string, Intl.Collator>();

/** Names in the language's alphabetical order (an ä beside the a in German). */
export function byName(lang: string): (a: string, b: string) => number {
  let found = collators.get(lang);
  if (!found) collators.set(lang, (found = new Intl.Collator(lang === 'de' ? 'de-AT' : 'en-GB')));
  return found.compare;
}

/** The day as a form first offers it: today on this phone's calendar, "YYYY-MM-DD". */
export function localDay(now: number): string {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
