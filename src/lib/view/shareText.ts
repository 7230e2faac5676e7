import type { Translate } from '../i18n/index.svelte';
import type { Lang } from '../i18n/problems';
import type { Variant } from '../rules';
import { formatMoney, formatPoints, isolate } from './format';
import { variantName } from './labels';
import type { MoneyView } from './moneyView';
import type { SettlementView } from './settlementView';

/** "Money: 0,05 € a point, rounded to 0,10 €": what the evening's money is worth. */
export function termsText(terms: MoneyView['terms'], tr: Translate, lang: Lang): string {
  return tr('settleMoney', {
    stake: formatMoney(terms.stakePerPoint, lang, { exact: true }),
    coin: formatMoney(terms.coin, lang, { exact: true }),
  });
}

/** The money block of a settlement as text lines (heading, transfers, rounding). */
function moneyLines(view: SettlementView, tr: Translate, lang: Lang): string[] {
  const money = view.money;
  if (!money) return [];
  const name = (seat: number) => isolate(view.players[seat] ?? '?');
  const lines = [
    termsText(money.terms, tr, lang) + ':',
    ...money.transfers.map(
      (transfer) =>
        `${tr('settlePays', { from: name(transfer.from), to: name(transfer.to) })}: ${formatMoney(transfer.amount, lang)}`,
    ),
  ];
  lines.push(remainderText(view, tr, lang));
  return lines;
}

/** "Rounding to 0,10 €: Anna +0,03 €, Bert −0,03 € against the exact amount." */
export function remainderText(
  view: { players: readonly string[]; money?: MoneyView | undefined },
  tr: Translate,
  lang: Lang,
): string {
  const money = view.money;
  if (!money || money.remainders.length === 0) return tr('settleRemainderNone');
  const list = money.remainders
    .map(
      ({ seat, cents }) =>
        `${isolate(view.players[seat] ?? '?')} ${formatMoney(cents / 100, lang, { signed: true, exact: true })}`,
    )
    .join(', ');
  return tr('settleRemainder', {
    coin: formatMoney(money.terms.coin, lang, { exact: true }),
    list,
  });
}

/** One text line per payment, the Extrapönale on its own line. */
export function paymentLines(view: SettlementView, tr: Translate, lang: Lang): string[] {
  const lines: string[] = [];
  for (const payment of view.payments) {
    const who = tr('settlePays', {
      from: isolate(view.players[payment.from] ?? '?'),
      to: isolate(view.players[payment.to] ?? '?'),
    });
    if (payment.difference !== 0) lines.push(`${who}: ${formatPoints(payment.difference, lang)}`);
    if (payment.extra !== 0) {
      lines.push(`${who}: ${formatPoints(payment.extra, lang)} ${tr('settleExtra')}`);
    }
  }
  return lines;
}

/**
 * The settlement as plain text to share in a chat: ranking with nets, who
 * pays whom, money when the evening plays for money.
 */
export function shareText(
  view: SettlementView,
  context: { variant: Variant; date: string },
  tr: Translate,
  lang: Lang,
): string {
  const lines = [
    tr('settleShareHeading', {
      variant: variantName(context.variant, tr),
      date: context.date,
    }).replace(/ · $/, ''),
    '',
    ...view.ranking.map((entry) => {
      const net = formatPoints(entry.net, lang, { signed: true });
      const total =
        view.kind === 'tarock'
          ? ` (${tr('settleShareTotal', { total: formatPoints(entry.total, lang) })})`
          : '';
      return `${entry.rank}. ${isolate(entry.name)} ${net}${total}`;
    }),
    '',
  ];
  if (view.kind === 'pot' && !view.settled) {
    lines.push(tr('settlePotLeft', { pot: formatPoints(view.pot ?? 0, lang) }));
  } else if (view.payments.length === 0) {
    lines.push(tr('settleAllEqual'));
  } else {
    lines.push(tr('settleWhoPays') + ':', ...paymentLines(view, tr, lang));
  }
  const money = moneyLines(view, tr, lang);
  if (money.length > 0) lines.push('', ...money);
  return lines.join('\n');
}
