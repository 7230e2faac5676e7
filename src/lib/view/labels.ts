import type { Contract, Hand, HandResult, Variant } from '../rules';
import { PLAIN_TARGET, VARIANT_RULES } from '../rules';
import type { DbProblem, HistoryAction, HistoryStep } from '../db';
import { i18n, problemText, t, type MessageKey, type Translate } from '../i18n/index.svelte';
import { isLoadFailure } from '../loading';
import { formatPoints, isolate } from './format';
import { handNumber } from './handNumbers';
import { potShareWords } from './potWords';

const CONTRACT_KEYS: Record<Contract, MessageKey> = {
  hineinschauen: 'contractHineinschauen',
  sumpern: 'contractSumpern',
  dobbm: 'contractDobbm',
  solo: 'contractSolo',
  widow: 'contractWidow',
  hand: 'contractHand',
};

/** The variant's name; `tr` for a text in a language of its own (shareText.ts). */
export const variantName = (variant: Variant, tr: Translate = t): string =>
  tr(`variant_${variant}`);
export const variantHint = (variant: Variant): string => t(`variantHint_${variant}`);
/** The contract's name; `tr` for a text in a language of its own (csvWords.ts). */
export const contractName = (contract: Contract, tr: Translate = t): string =>
  tr(CONTRACT_KEYS[contract]);

/**
 * The `n`th call as the table says it (RULES.md §1.2): the defenders *spritzen*,
 * the declarer answers *Resi*, the defenders *gasen*; a fourth and later call
 * (a house rule above 3) by its number.
 */
export function callName(n: number): string {
  if (n === 1) return t('doublingSpritzen');
  if (n === 2) return t('doublingResi');
  if (n === 3) return t('doublingGasen');
  return t('doublingNth', { n });
}

/**
 * The doublings of a hand and what they multiply by (RULES.md §1.2, §1.5: k
 * doublings, m = 2^k), e.g. "Sumpern ×2 · spritzen ×2 · Resi ×2 = ×8": the hand
 * game's own doubling first when it counts (`own` 1), then each call.
 */
export function doublingSummary(contract: Contract, own: number, calls: number): string {
  const parts: string[] = [];
  if (own > 0) parts.push(`${contractName(contract)} ×2`);
  for (let n = 1; n <= calls; n++) parts.push(`${callName(n)} ×2`);
  if (parts.length === 0) return t('doublingSummaryNone');
  return `${parts.join(' · ')} = ×${2 ** (own + calls)}`;
}

/** "68 Augen", "1 Auge". */
export const pointsWords = (points: number): string =>
  points === 1 ? t('cardPointsOne') : t('cardPointsOf', { points });

const spatzTurnsSign = (made: boolean, score: number, spatz: number | undefined): boolean =>
  !!spatz && (made ? score < 0 : score > 0);

/**
 * Made or lost, and, when the Spatz turned the score's sign (RULES.md §1.4, §1.5:
 * made with 61 and a Spatz of −10 is −9), why: "gemacht, Spatz −10: −9".
 */
export function outcomeWords(made: boolean, score: number, spatz: number | undefined): string {
  if (!spatzTurnsSign(made, score, spatz)) return made ? t('made') : t('failed');
  const signed = (n: number) => formatPoints(n, i18n.lang, { signed: true });
  return t(made ? 'madeSpatz' : 'failedSpatz', { spatz: signed(spatz ?? 0), score: signed(score) });
}

/**
 * A hand in words and arithmetic, e.g. "Bert · Sumpern, 71 angesagt · 68 Augen
 * · verloren: (68 − 70) × 2 = −4": the engine's formula with what the table said.
 */
export function handWords(hand: Hand, result: HandResult, players: readonly string[]): string {
  if (hand.kind === 'redeal') return t('redealDone');
  const parts = [isolate(players[hand.declarer] ?? '?'), contractName(hand.contract)];
  if (hand.announced === 'all') parts.push(t('announcedAll'));
  else if (hand.announced !== PLAIN_TARGET) {
    // Bavarian Tarock raises (RULES.md §3); the other variants announce a target (§1.2).
    const raise = VARIANT_RULES.bavarian.contracts.includes(hand.contract);
    parts.push(t(raise ? 'raisedTo' : 'announcedTarget', { target: hand.announced }));
  }
  if (hand.doublings > 0) parts.push(t('doublingsCount', { n: hand.doublings }));
  const points = result.explanation?.declarerPoints;
  if (hand.declarerTricks === 'none') parts.push(t('matsch'));
  else if (hand.declarerTricks === 'all') parts.push(t('allTricks'));
  else if (points !== undefined) parts.push(pointsWords(points));
  const score = result.scores[hand.declarer] ?? 0;
  const made = result.made ?? false;
  // The Spatz is said once: with the outcome when it turned the sign.
  const spatz = result.explanation?.spatz;
  if (spatz && !spatzTurnsSign(made, score, spatz))
    parts.push(t('spatzPoints', { value: formatPoints(spatz, i18n.lang, { signed: true }) }));
  parts.push(outcomeWords(made, score, spatz));
  const share = potShareWords(
    hand.contract,
    made,
    result.scores,
    hand.declarer,
    players[hand.declarer] ?? '?',
  );
  if (share) parts.push(share);
  return parts.join(' · ');
}

/**
 * A rules problem in the player's language. "hands[4]" becomes "hand 5":
 * the table counts from 1, the file from 0.
 */
export function problemWords(problem: DbProblem): string {
  const hand = /^hands\[(\d+)\]/.exec(problem.path);
  if (problem.code === 'afterEnd' && hand) {
    return t('afterEndHand', {
      end: Number(problem.params?.hand ?? 0) + 1,
      n: Number(hand[1]) + 1,
    });
  }
  return problemText(problem, i18n.lang);
}

const STEP_KEYS: Record<HistoryAction, MessageKey> = {
  startGame: 'stepStartGame',
  appendHand: 'stepAppendHand',
  recordRedeal: 'stepRecordRedeal',
  editHand: 'stepEditHand',
  insertHand: 'stepInsertHand',
  deleteHand: 'stepDeleteHand',
  stopGame: 'stepStopGame',
  deleteGame: 'stepDeleteGame',
  renamePlayer: 'stepRenamePlayer',
  updateSession: 'stepUpdateSession',
  mergePlayers: 'stepMergePlayers',
  markEveningPaid: 'stepMarkEveningPaid',
  createTournament: 'stepCreateTournament',
  drawRound: 'stepDrawRound',
  changeTournament: 'stepChangeTournament',
  receiveSheet: 'stepReceiveSheet',
};

/**
 * What an undo/redo step was about, the hand numbered as the list numbers it
 * (handNumbers.ts): `hands` are the game's hands after the step (the hands
 * before the step's place are the same either side of it).
 */
export function stepWords(step: HistoryStep, hands?: readonly Pick<Hand, 'kind'>[]): string {
  const index = step.index ?? 0;
  return t(STEP_KEYS[step.label], { n: hands ? handNumber(hands, index) : index + 1 });
}

/**
 * A read that failed: "The saved games could not be read (…)", or, where the database code
 * did not arrive (a first visit cut short before the app was stored), that the app is not
 * ready offline yet, never a module's address. Live (state/live.svelte.ts) reads again once
 * online.
 */
export function readFailedText(error: Error): string {
  return isLoadFailure(error) ? t('screenNotReady') : t('readFailed', { message: error.message });
}
