/**
 * A game or an evening as a spreadsheet file (files/csv.ts), handed over as the
 * game file is: the share sheet where the phone shares files, else a download.
 * Loaded when the person asks for it, with every word (`withWords`).
 */
import type { Game, GameResult } from '../rules';
import { CSV_STYLE, csvText, eveningCsvRows, gameCsvRows, type CsvRow } from '../files/csv';
import { i18n, t } from '../i18n/index.svelte';
import { csvWords, seasonCsvWords } from '../view/csvWords';
import { seasonCsvRows } from '../files/seasonCsv';
import type { Season, SeasonView } from '../stats';
import type { StatsGame } from '../stats/types';
import type { EveningView } from '../view/eveningView';
import { variantName } from '../view/labels';
import { shareOrDownload } from '../device/share';
import { database } from './coldStart';
import { toast } from './toast.svelte';
import type { GameRow } from '../db';

type Database = Awaited<ReturnType<typeof database>>;

async function handOver(name: (db: Database) => string, rows: CsvRow[]): Promise<void> {
  try {
    const db = await database();
    const file = name(db);
    const outcome = await shareOrDownload(file, csvText(rows, CSV_STYLE[i18n.lang]), 'text/csv');
    if (outcome === 'failed') toast.show(t('backupNoShare', { file }), { error: true });
    else if (outcome !== 'cancelled') toast.show(t('csvExported', { file }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    toast.show(t('backupExportFailed', { message }), { error: true });
  }
}

/**
 * The game on screen, every number as the engine gave it; named as its game file is. A
 * tournament table's game has no settlement in it (RULES.md §4).
 */
export function exportGameCsv(
  game: Game,
  result: GameResult,
  row: Pick<GameRow, 'players' | 'createdAt' | 'tournament'>,
): Promise<void> {
  const name = (db: Database) => db.gameFileName(row).replace(/\.json$/, '.csv');
  return handOver(name, gameCsvRows(game, result, csvWords(t), row.tournament !== undefined));
}

/** The evening on screen: each game, then the evening's net and transfers (money if staked). */
export function exportEveningCsv(
  date: string,
  games: readonly { game: Game; result: GameResult }[],
  view: EveningView,
): Promise<void> {
  const rows = eveningCsvRows(
    {
      games: games.map(({ game, result }, index) => ({
        title: t('csvGameTitle', { n: index + 1, variant: variantName(game.variant) }),
        game,
        result,
        noMoney: view.games[index]?.tournament === true,
      })),
      players: view.players,
      net: view.net,
      transfers: view.money?.transfers ?? view.pointTransfers,
      ...(view.money ? { money: view.money.amounts } : {}),
      ...(view.standing ? { standing: view.standing } : {}),
    },
    csvWords(t),
  );
  return handOver(() => `spatz-${date}.csv`, rows);
}

/**
 * A club's season: each evening's games hand by hand, then the ranking. `result` is the
 * statistics' fold (one per stored revision), so nothing is folded again for the file.
 */
export function exportSeasonCsv(
  season: Season,
  view: Pick<SeasonView, 'evenings' | 'ranking'>,
  result: (game: StatsGame) => GameResult,
): Promise<void> {
  const rows = seasonCsvRows(season, view, result, seasonCsvWords(t));
  const name = season.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'season';
  return handOver(() => `spatz-${name}.csv`, rows);
}
