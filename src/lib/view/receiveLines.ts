/**
 * A received evening's preview in words (FORMAT.md "Between phones"): what a confirm does
 * with each game and every value of the evening it changes ("Einsatz 0,10 € → 100,00 €").
 */
import type { EveningChange, PaidChange, ReceivedGameLine, ReceivedPreview } from '../db';
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
