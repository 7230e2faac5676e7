/**
 * A club's season as a spreadsheet (FORMAT.md "A spreadsheet export"): each evening
 * by date and place with every hand and the settlement of each of its games, as the
 * single game's and evening's export writes them (csv.ts), then the season's ranking.
 * Pure: the caller hands in each game's result and the words.
 */
import type { Game, GameResult } from '../rules';
import type { Season, SeasonView } from '../stats';
import type { StatsGame } from '../stats/types';
import { gameCsvRows, type CsvRow, type GameCsvWords } from './csv';

export interface SeasonCsvWords extends GameCsvWords {
  season: string;
  from: string;
  to: string;
  evening: string;
  place: string;
  ranking: string;
  rank: string;
  games: string;
  wins: string;
  last: string;
  money: string;
  /** A game's title row: its number in the evening and its variant. */
  gameTitle: (n: number, game: Game) => string;
}

export function seasonCsvRows(
  season: Season,
  view: Pick<SeasonView, 'evenings' | 'ranking'>,
  result: (game: StatsGame) => GameResult,
  words: SeasonCsvWords,
): CsvRow[] {
  const rows: CsvRow[] = [
    [words.season, season.name],
    [words.from, season.from],
    [words.to, season.to],
    [],
  ];
  for (const evening of view.evenings) {
    if (evening.games.length === 0) continue;
    rows.push([words.evening, evening.date, words.place, evening.place], []);
    evening.games.forEach((entry, index) => {
      rows.push([words.gameTitle(index + 1, entry.game)]);
      rows.push(...gameCsvRows(entry.game, result(entry), words), []);
    });
  }
  const money = view.ranking.some((row) => row.moneyEvenings > 0);
  rows.push(
    [words.ranking],
    [
      words.rank,
      words.player,
      words.games,
      words.points,
      words.wins,
      words.last,
      ...(money ? [words.money] : []),
    ],
  );
  for (const row of view.ranking) {
    rows.push([
      row.rank,
      row.name,
      row.games,
      row.points,
      row.wins,
      row.last,
      ...(money ? [row.money] : []),
    ]);
  }
  return rows;
}
