import type { Contract, GameResult, Hand, HandResult, Problem, Variant } from '../rules';
import { PLAIN_TARGET } from '../rules';
import type { HistoryAction, HistoryStep } from '../db';
import { i18n, problemText, t, type MessageKey, type Translate } from '../i18n/index.svelte';
import { formatPoints } from './format';

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
export const contractName = (contract: Contract): string => t(CONTRACT_KEYS[contract]);

/**
 * A hand in words and arithmetic, e.g. "Bert · Sumpern, 71 angesagt · 68 Augen
 * · verloren: (68 − 70) × 2 = −4": the engine's formula with what the table said.
 */
export function handWords(hand: Hand, result: HandResult, players: readonly string[]): string {
  if (hand.kind === 'redeal') return t('redealDone');
  const parts = [players[hand.declarer] ?? '?', contractName(hand.contract)];
  if (hand.announced === 'all') parts.push(t('announcedAll'));
  else if (hand.announced !== PLAIN_TARGET)
    parts.push(t('announcedTarget', { target: hand.announced }));
  if (hand.doublings > 0) parts.push(t('doublingsCount', { n: hand.doublings }));
  const points = result.explanation?.declarerPoints;
  if (hand.declarerTricks === 'none') parts.push(t('matsch'));
  else if (hand.declarerTricks === 'all') parts.push(t('allTricks'));
  else if (points !== undefined) parts.push(t('cardPointsOf', { points }));
  const spatz = result.explanation?.spatz;
  if (spatz)
    parts.push(t('spatzPoints', { value: formatPoints(spatz, i18n.lang, { signed: true }) }));
  parts.push(result.made ? t('made') : t('failed'));
  return parts.join(' · ');
}

/** The round number and the hand within it, for the game screen. */
export function roundText(result: GameResult, seats: number): string {
  return t('roundOf', {
    round: Math.floor(result.played / seats) + 1,
    hand: (result.played % seats) + 1,
    of: seats,
  });
}

/**
 * A rules problem in the player's language. "hands[4]" becomes "hand 5":
 * the table counts from 1, the file from 0.
 */
export function problemWords(problem: Problem): string {
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
};

/** What an undo/redo step was about, with the hand counted from 1. */
export function stepWords(step: HistoryStep): string {
  return t(STEP_KEYS[step.label], { n: (step.index ?? 0) + 1 });
}
