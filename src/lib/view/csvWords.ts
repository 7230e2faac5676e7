import { CONTRACTS, type Contract } from '../rules';
import type { EveningCsvWords } from '../files/csv';
import type { SeasonCsvWords } from '../files/seasonCsv';
import type { Translate } from '../i18n/index.svelte';
import { contractName, variantName } from './labels';

/** The spreadsheet's words in the language of `tr` (files/csv.ts writes the table). */
export function csvWords(tr: Translate): EveningCsvWords {
  const contracts = Object.fromEntries(
    CONTRACTS.map((contract) => [contract, contractName(contract, tr)]),
  ) as Record<Contract, string>;
  return {
    no: tr('csvNo'),
    dealer: tr('csvDealer'),
    declarer: tr('csvDeclarer'),
    contract: tr('csvContract'),
    announced: tr('csvAnnounced'),
    doublings: tr('csvDoublings'),
    tricks: tr('csvTricks'),
    cardPoints: tr('csvCardPoints'),
    spatz: tr('csvSpatz'),
    score: tr('csvScore'),
    pot: tr('csvPot'),
    contracts,
    redeal: tr('csvRedeal'),
    matsch: tr('csvMatsch'),
    allTricks: tr('csvAllTricks'),
    announcedAll: tr('csvAnnouncedAll'),
    settlement: tr('csvSettlement'),
    player: tr('csvPlayer'),
    total: tr('csvTotal'),
    net: tr('csvNet'),
    pays: tr('csvPays'),
    to: tr('csvTo'),
    points: tr('csvPoints'),
    evening: tr('csvEvening'),
    money: tr('csvMoney'),
    standing: tr('csvStanding'),
  };
}

/** The season export's words (files/seasonCsv.ts): a game's columns, then the ranking's. */
export function seasonCsvWords(tr: Translate): SeasonCsvWords {
  return {
    ...csvWords(tr),
    season: tr('csvSeason'),
    from: tr('csvSeasonFrom'),
    to: tr('csvSeasonTo'),
    evening: tr('csvDate'),
    place: tr('csvPlace'),
    ranking: tr('csvRanking'),
    rank: tr('csvRank'),
    games: tr('csvGames'),
    wins: tr('csvWins'),
    last: tr('csvLast'),
    gameTitle: (n, game) => tr('csvGameTitle', { n, variant: variantName(game.variant, tr) }),
  };
}
