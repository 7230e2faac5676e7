/**
 * A second, deliberately plain reading of RULES.md, written from the text
 * alone over the raw game file, to check the engine against (model.test.ts).
 * It trusts its input: only valid files (the generator's) go in.
 */
type Json = Record<string, unknown>;

export interface ModelHand {
  dealer: number;
  sitsOut: number | null;
  made?: boolean;
  scores: number[];
  pot?: number;
}

export interface ModelResult {
  hands: ModelHand[];
  totals: number[];
  status: 'running' | 'lastRound' | 'finished';
  handsLeft: number | null;
  nextDealer: number;
  pot?: number;
  net: number[];
}

export function model(file: Json): ModelResult {
  const variant = (file.variant as string | undefined) ?? 'bauerntarock';
  const n = (file.players as string[]).length;
  const given = (file.houseRules as Json | undefined) ?? {};
  const rule = <T>(name: string, fallback: T): T => (name in given ? (given[name] as T) : fallback);
  const endAt = rule<number | null>('endAt', variant === 'dobbm' ? null : 100);
  const spatzRules = { won: 5, wonLast: 10, lost: 5, lostLast: 10, ...(given.spatz as Json) };
  const ante = rule('ante', 100);

  let dealer = (file.firstDealer as number | undefined) ?? 0;
  const totals = new Array<number>(n).fill(variant === 'bavarian' ? -ante : 0);
  let pot = variant === 'bavarian' ? ante * n : 0;
  let played = 0;
  let triggered = false;
  let finished = false;
  const hands: ModelHand[] = [];

  for (const hand of (file.hands as Json[] | undefined) ?? []) {
    let sitsOut: number | null = null;
    if (variant === 'bauerntarock' && (n === 5 || (n === 4 && rule('dealerSitsOut', false)))) {
      sitsOut = dealer;
    }
    if (variant === 'dobbm' && n === 5) sitsOut = dealer;
    if (variant === 'bavarian' && n === 4) sitsOut = dealer;
    const scores = new Array<number>(n).fill(0);
    if (hand.kind === 'redeal') {
      hands.push({ dealer, sitsOut, scores });
      continue;
    }
    const declarer = hand.declarer as number;
    const tricks = (hand.declarerTricks as string | undefined) ?? 'some';
    let p: number;
    if (tricks === 'none') p = 0;
    else if (tricks === 'all') p = 120;
    else if (typeof hand.declarerPoints === 'number') p = hand.declarerPoints;
    else if (typeof hand.defenderPoints === 'number') p = 120 - hand.defenderPoints;
    else p = -1; // a failed "all" left out: not needed
    const announced = (hand.announced as number | 'all' | undefined) ?? 61;
    let made: boolean;

    if (variant !== 'bavarian') {
      // §1.4
      let s = 0;
      const sp = hand.spatz as { side: string; result: string; lastTrick?: boolean } | undefined;
      if (sp) {
        const last = sp.lastTrick === true;
        const value =
          sp.result === 'won'
            ? last
              ? spatzRules.wonLast
              : spatzRules.won
            : last
              ? spatzRules.lostLast
              : spatzRules.lost;
        const declarerSideGains =
          (sp.side === 'declarer' && sp.result === 'won') ||
          (sp.side === 'defenders' && sp.result === 'lost');
        s = declarerSideGains ? (value as number) : -(value as number);
      }
      // §1.2
      const handGame = hand.contract === 'sumpern' || hand.contract === 'solo';
      const k =
        ((hand.doublings as number | undefined) ?? 0) +
        (handGame && rule('handGameDoubles', true) ? 1 : 0);
      // §1.5
      let base: number;
      if (announced === 'all') {
        made = tricks === 'all';
        base = made ? 60 + s : -60 + s;
      } else {
        made = p >= announced;
        base = made ? p + s - 60 : p + s - (announced - 1);
      }
      let score = base * Math.pow(2, k);
      if (tricks === 'none') score *= rule('matschMultiplier', 1);
      scores[declarer] = score;
    } else {
      // §3
      const T = announced as number;
      made = p >= T;
      const gamePoints = made ? 5 * Math.ceil((p - (T - 1)) / 5) : 5 * Math.ceil((T - p) / 5);
      const defenders = [...Array(n).keys()].filter(
        (seat) => seat !== declarer && seat !== sitsOut,
      );
      if (hand.contract === 'widow') {
        const amount = Math.min(gamePoints, pot);
        pot -= amount;
        if (made) scores[declarer] = amount;
        else {
          scores[declarer] = -amount;
          for (const seat of defenders) scores[seat] = amount;
        }
      } else {
        const each = gamePoints + rule('raiseBonus', 10) * ((T - 61) / 5);
        for (const seat of defenders) scores[seat] = made ? -each : each;
        scores[declarer] = (made ? each : -each) * defenders.length;
      }
    }
    for (let seat = 0; seat < n; seat++) totals[seat]! += scores[seat]!;
    played += 1;
    hands.push({ dealer, sitsOut, made, scores, ...(variant === 'bavarian' ? { pot } : {}) });
    dealer = variant === 'dobbm' ? declarer : (dealer + 1) % n;

    // §1.6, §2, §3
    const reached = endAt !== null && totals.some((t) => t >= endAt);
    if (variant === 'bauerntarock') {
      if (reached) triggered = true;
      if (triggered && played % n === 0) finished = true;
    } else if (variant === 'dobbm') {
      if (reached) finished = true;
    } else if (pot === 0) finished = true;
    if (finished) break;
  }

  const status = finished ? 'finished' : triggered ? 'lastRound' : 'running';
  let handsLeft: number | null = null;
  if (variant !== 'bavarian' && status === 'finished') handsLeft = 0;
  if (variant !== 'bavarian' && status === 'lastRound') handsLeft = n - (played % n);
  return {
    hands,
    totals,
    status,
    handsLeft,
    nextDealer: dealer,
    ...(variant === 'bavarian' ? { pot } : {}),
    net:
      variant === 'bavarian'
        ? [...totals]
        : settlementNet(totals, rule('extraPenalty', 20), rule('extraPenaltyTies', 'each')),
  };
}

/** §1.7 read literally: every other player pays the winner(s) the difference, the lowest the Extrapönale. */
function settlementNet(totals: number[], extra: number, ties: string): number[] {
  const net = totals.map(() => 0);
  const top = Math.max(...totals);
  const bottom = Math.min(...totals);
  if (top === bottom) return net;
  const winners = totals.flatMap((t, seat) => (t === top ? [seat] : []));
  const losers = totals.flatMap((t, seat) => (t === bottom ? [seat] : []));
  totals.forEach((t, seat) => {
    if (t === top) return;
    let pays = top - t;
    if (t === bottom) pays += ties === 'split' ? extra / losers.length : extra;
    net[seat]! -= pays;
    for (const w of winners) net[w]! += pays / winners.length;
  });
  return net;
}
