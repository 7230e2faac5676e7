import type { GameResult, Variant } from '../rules';
import { t, type MessageKey, type MessageParams, type Translate } from '../i18n/index.svelte';
import { isolate } from './format';

/**
 * The words a variant says in its own way (i18n `variants.ts`): beside the
 * rules' variant hooks, so that a new variant brings its own. Every word needs
 * a message `<word>_<variant>` for every variant, or this file does not compile.
 */
export const VARIANT_WORDS = ['roundOf', 'cardPoints', 'countHintDeclarer', 'dealerRule'] as const;
export type VariantWord = (typeof VARIANT_WORDS)[number];
type VariantKey = `${VariantWord}_${Variant}`;
// Fails to compile when a variant lacks one of its words.
const everyWordKnown: VariantKey extends MessageKey ? true : never = true;
void everyWordKnown;

export function variantWord(
  word: VariantWord,
  variant: Variant,
  params?: MessageParams,
  tr: Translate = t,
): string {
  return tr(`${word}_${variant}` as VariantKey, params);
}

/**
 * The next hand's number and, where the deal rotates, its round of deals and its
 * place in it; Dobbm has no round (RULES.md §2: the declarer deals next) and says so.
 */
export function roundText(result: GameResult, seats: number, variant: Variant): string {
  return variantWord('roundOf', variant, {
    n: result.played + 1,
    round: Math.floor(result.played / seats) + 1,
    hand: (result.played % seats) + 1,
    of: seats,
  });
}

/**
 * Who deals the next hand and by which rule, for a game that no longer shows
 * its status line (settled, or seen from the evening): "Bert gibt als Nächster
 * (wer spielt, gibt als Nächster)". The engine's `nextDealer` is the rule's own
 * answer (RULES.md §1.1, §2, §3).
 */
export function nextDealerText(
  result: Pick<GameResult, 'nextDealer'>,
  players: readonly string[],
  variant: Variant,
): string {
  return t('nextDealerIs', {
    name: isolate(players[result.nextDealer] ?? '?'),
    rule: variantWord('dealerRule', variant),
  });
}
