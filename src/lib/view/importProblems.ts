import type { Lang } from '../i18n/problems';
import { problemText } from '../i18n/problems';
import type { Translate } from '../i18n/index.svelte';
import { handNumber } from './handNumbers';
import type { DbProblem, WriteError } from '../db';
import { t } from '../i18n/index.svelte';
import { copyRefusalText } from './copies';

/** The kinds of a game's hands in the file (`game` undefined: a single game file), where known. */
export type HandKinds = (game: number | undefined) => readonly { kind: unknown }[] | undefined;

/**
 * The hands' kinds of a file as read (a backup's games, or one game), so that a problem's hand
 * is numbered as the hand list numbers it: played hands from 1, a redeal without a number.
 */
export function handKindsOf(text: string): HandKinds {
  let value: unknown;
  try {
    value = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    return () => undefined;
  }
  const listOf = (game: unknown) => {
    const hands = (game as { hands?: unknown } | null)?.hands;
    return Array.isArray(hands)
      ? hands.map((hand) => ({ kind: (hand as { kind?: unknown } | null)?.kind }))
      : undefined;
  };
  const games = (value as { games?: unknown } | null)?.games;
  return (game) =>
    game === undefined ? listOf(value) : Array.isArray(games) ? listOf(games[game]) : undefined;
}

export interface ProblemLine {
  /** "Partie 2, Spiel 14, die Augen des Alleinspielers", in the person's language. */
  where: string;
  /** The path as the file has it, kept for tools (never shown: a person reads `where`). */
  path: string;
  message: string;
}

const FIELDS = [
  'declarer',
  'contract',
  'announced',
  'doublings',
  'declarerPoints',
  'defenderPoints',
  'declarerTricks',
  'spatz',
  'kind',
  'players',
  'variant',
  'firstDealer',
  'houseRules',
  'hands',
  'format',
  'version',
  'date',
  'place',
  'stakePerPoint',
  'coin',
  'name',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/**
 * Where a problem sits, said for people: which game (in a backup), which
 * hand (counting from 1 as the table does), which field in words; never the
 * path or a field's name (FORMAT.md's names are for files, not for people).
 */
export function describePath(path: string, tr: Translate, kinds?: HandKinds): string {
  if (path === 'storage') return tr('pathStorage');
  const parts: string[] = [];
  let rest = path;
  const game = /^games\[(\d+)\]\.?/.exec(rest);
  if (game) {
    parts.push(tr('pathGame', { n: Number(game[1]) + 1 }));
    rest = rest.slice(game[0].length).replace(/^game\.?/, '');
  }
  const hand = /^hands\[(\d+)\]\.?/.exec(rest);
  if (hand) {
    // As the hand list numbers it (handNumbers.ts), when the file's hands are known.
    const index = Number(hand[1]);
    const known = kinds?.(game ? Number(game[1]) : undefined);
    const n = known ? handNumber(known as { kind: 'played' | 'redeal' }[], index) : index + 1;
    parts.push(tr('pathHand', { n }));
    rest = rest.slice(hand[0].length);
  }
  // The field the problem is about: its first name (spatz.result is the Spatz; meta.spatz.id an entry).
  const name = /^[A-Za-z]+/.exec(rest)?.[0];
  const field =
    name === undefined ? undefined : isField(name) ? tr(`field_${name}`) : tr('field_entry');
  if (field !== undefined) parts.push(field);
  return parts.length > 0 ? parts.join(', ') : tr('pathFile');
}

/** Problems as lines to show, and how many more there are. */
export interface ProblemLines {
  lines: ProblemLine[];
  more: number;
}

/** Problems as lines to show; at most `limit`, the count of the rest beside them. */
export function problemLines(
  problems: readonly DbProblem[],
  tr: Translate,
  lang: Lang,
  limit = 20,
  kinds?: HandKinds,
): ProblemLines {
  const lines = problems.slice(0, limit).map((problem) => ({
    where: describePath(problem.path, tr, kinds),
    path: problem.path,
    message: problemText(problem, lang),
  }));
  return { lines, more: Math.max(0, problems.length - limit) };
}

/** Why an import (a file, or a game received from another phone) was not stored, in words. */
export function importErrorText(error: WriteError, now: number): string {
  switch (error.kind) {
    case 'readOnly':
      return t('importReadOnly');
    case 'full':
      return t('storageQuota');
    case 'notFound':
      return t(error.what === 'snapshot' ? 'snapshotGone' : 'backupNoGame');
    case 'storage':
      // A failure of the device, said as one: never mistaken for a fault of the file.
      return t('storageFailed', { message: error.message || error.name });
    case 'invalid':
      return '';
    case 'copy':
      return copyRefusalText(error, now);
  }
}
