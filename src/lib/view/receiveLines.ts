/**
 * A received evening's preview in words (FORMAT.md "Between phones"): what a confirm does
 * with each game and every value of the evening it changes ("Einsatz 0,10 € → 100,00 €").
 */
import type {
  EveningChange,
  PaidChange,
  ReceiveAction,
  ReceivedGameLine,
  ReceivedPreview,
} from '../db';
import type { Lang } from '../i18n/problems';
import type { MessageKey, Translate } from '../i18n/index.svelte';
import { formatDate, formatMoment, formatMoney, isolate } from './format';

function keeperName(game: ReceivedGameLine, t: Translate): string {
  if (game.keeperIsSelf) return t('receiveYourPhone');
  return game.keeper ? isolate(game.keeper) : t('receiveAnotherPhone');
}

/** What a confirm does with one game. */
export function gameLineText(game: ReceivedGameLine, t: Translate): string {
  const params = {
    keeper: keeperName(game, t),
    hands: game.hands,
    stored: game.storedHands ?? 0,
  };
  let key: MessageKey;
  switch (game.action) {
    case 'new':
      key = 'receiveGameNew';
      break;
    case 'update':
      key = game.keptHere ? 'receiveGameUpdateKept' : 'receiveGameUpdate';
      break;
    case 'handed':
      key = 'receiveGameHanded';
      break;
    case 'same':
      key = 'receiveGameSame';
      break;
    case 'older':
      key = 'receiveGameOlder';
      break;
    case 'both':
      key =
        game.beside === 'update'
          ? 'receiveGameBesideUpdate'
          : game.beside === 'same' || game.beside === 'older'
            ? 'receiveGameSame'
            : 'receiveGameBoth';
      break;
  }
  const text = t(key, params);
  return game.deleted ? `${text} (${t('receiveGameDeleted')})` : text;
}

function value(change: EveningChange, side: 'from' | 'to', t: Translate, lang: Lang): string {
  const v = change[side];
  if (v === undefined || v === '') return t('receiveNoValue');
  if (change.field === 'date' && typeof v === 'string') return formatDate(v, lang);
  if (typeof v === 'number') return formatMoney(v, lang, { exact: true });
  // The place: a name, isolated from the arrow and the other side's value.
  return isolate(v);
}

/** "Einsatz pro Punkt 0,10 € → 100,00 €". */
function changeText(change: EveningChange, t: Translate, lang: Lang): string {
  return t(`receiveChange_${change.field}`, {
    from: value(change, 'from', t, lang),
    to: value(change, 'to', t, lang),
  });
}

function mark(paidAt: number | undefined, t: Translate, lang: Lang): string {
  return paidAt === undefined
    ? t('receiveOwed')
    : t('receivePaidOn', { date: formatMoment(paidAt, lang, { dayOnly: true }) });
}

/** Which paid mark the evening keeps, and the other one. */
function paidText(paid: PaidChange, t: Translate, lang: Lang): string {
  const from = mark(paid.stored, t, lang);
  const to = mark(paid.received, t, lang);
  return t(paid.wins === 'received' ? 'receivePaidTheirs' : 'receivePaidOurs', { from, to });
}

/** Every line the preview lists of the evening's own values. */
export function eveningLines(preview: ReceivedPreview, t: Translate, lang: Lang): string[] {
  const evening = preview.evening;
  if (!evening) return [];
  const lines: string[] = [];
  if (evening.added) lines.push(t('receiveEveningNew'));
  for (const change of evening.changes) lines.push(changeText(change, t, lang));
  if (evening.paid) lines.push(paidText(evening.paid, t, lang));
  return lines;
}

/** What the preview says becomes of the game a confirm opens, in the person's words. */
const ACTION_TEXT: Record<ReceiveAction, MessageKey> = {
  new: 'receiveNew',
  update: 'receiveUpdate',
  handed: 'receiveGameHanded',
  both: 'receiveBoth',
  same: 'receiveSame',
  older: 'receiveOlder',
};

/** What the confirm button does with the game it opens: only a new game is imported. */
const CONFIRM_TEXT: Record<ReceiveAction, MessageKey> = {
  new: 'importConfirm',
  update: 'receiveConfirmUpdate',
  handed: 'receiveConfirmUpdate',
  both: 'importConfirm',
  same: 'receiveConfirmOpen',
  older: 'receiveConfirmOpen',
};

/** Whether a confirm changes this game here (its copy beside counted). */
function gameWrites(game: ReceivedGameLine): boolean {
  if (game.action === 'both') return game.beside === 'new' || game.beside === 'update';
  return game.action === 'new' || game.action === 'update' || game.action === 'handed';
}

/** "…, Bert's phone keeps score of it now": what becomes of the game a confirm opens. */
export function actionText(preview: ReceivedPreview, t: Translate): string {
  const opened = preview.games.find((g) => g.id === preview.opened);
  return t(ACTION_TEXT[preview.action], opened ? { keeper: keeperName(opened, t) } : {});
}

/**
 * The confirm button: what confirming does, from the same list the preview shows. Where the
 * game it opens stays as it is but something else changes (the evening's stake, its paid
 * mark, another game), the button names that ("Save: the evening becomes paid"); "nothing
 * new" only where nothing changes.
 */
export function confirmText(preview: ReceivedPreview, t: Translate, lang: Lang): string {
  const opened = preview.games.find((g) => g.id === preview.opened);
  if (opened && gameWrites(opened)) return t(CONFIRM_TEXT[preview.action]);
  if (!preview.writes) return t('receiveConfirmOpen');
  const parts: string[] = [];
  const evening = preview.evening;
  if (evening?.added) parts.push(t('receiveButtonEveningNew'));
  for (const change of evening?.changes ?? []) parts.push(changeText(change, t, lang));
  if (evening?.paid?.wins === 'received') {
    parts.push(t(evening.paid.received === undefined ? 'receiveButtonOwed' : 'receiveButtonPaid'));
  }
  const others = preview.games.filter((g) => g !== opened && gameWrites(g)).length;
  if (others > 0)
    parts.push(others === 1 ? t('receiveButtonGame') : t('receiveButtonGames', { n: others }));
  return t('receiveConfirmSave', { what: parts.join(', ') });
}
