import type { Game, GameResult } from '../src/lib/rules';

/** FORMAT.md: values that are not whole are printed to 2 decimals, each rounded on its own. */
export function printable(value: number): number {
  return Number.isInteger(value) ? value : Math.round(value * 100) / 100;
}

/** The scoring command's JSON object (FORMAT.md "The command line"). */
export function scoreReport(result: GameResult): Record<string, unknown> {
  const bavarian = result.variant === 'bavarian';
  return {
    variant: result.variant,
    hands: result.hands.map((hand) => ({
      kind: hand.kind,
      dealer: hand.dealer,
      ...(hand.declarer === undefined ? {} : { declarer: hand.declarer, made: hand.made }),
      scores: hand.scores,
      ...(hand.pot === undefined ? {} : { pot: hand.pot }),
      sitsOut: hand.sitsOut,
      ...(hand.explanation ? { explanation: hand.explanation.formula } : {}),
    })),
    totals: result.totals,
    status: result.status,
    handsLeft: result.handsLeft,
    nextDealer: result.nextDealer,
    ...(bavarian ? { pot: result.pot } : {}),
    settlement: {
      net: result.settlement.net.map(printable),
      ...(bavarian
        ? {}
        : {
            payments: result.settlement.payments.map((payment) => ({
              from: payment.from,
              to: payment.to,
              points: printable(payment.points),
              difference: printable(payment.difference),
              extra: printable(payment.extra),
            })),
          }),
    },
  };
}

/** `--table`: the same figures for a person to read. */
export function tableReport(game: Game, result: GameResult): string {
  const width = Math.max(6, ...game.players.map((name) => name.length)) + 1;
  const cell = (text: string | number) => String(text).padStart(width);
  const lines = [
    `${'#'.padStart(3)} ${'dealer'.padEnd(width)}${game.players.map(cell).join('')}   how`,
  ];
  for (const hand of result.hands) {
    const scores =
      hand.kind === 'redeal' ? cell('redeal') : hand.scores.map((score) => cell(score)).join('');
    lines.push(
      `${String(hand.index + 1).padStart(3)} ${game.players[hand.dealer]!.padEnd(width)}${scores}   ${hand.explanation?.formula ?? ''}`,
    );
  }
  lines.push(`${'='.padStart(3)} ${''.padEnd(width)}${result.totals.map(cell).join('')}`);
  const status =
    result.status === 'lastRound' ? `last round, ${result.handsLeft} hands left` : result.status;
  lines.push('', `status: ${status}; next dealer: ${game.players[result.nextDealer]}`);
  if (result.pot !== undefined) lines.push(`pot: ${result.pot}`);
  lines.push(
    `net: ${result.settlement.net.map((net, seat) => `${game.players[seat]} ${printable(net)}`).join(', ')}`,
  );
  for (const payment of result.settlement.payments) {
    lines.push(
      `  ${game.players[payment.from]} pays ${game.players[payment.to]} ${printable(payment.points)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
