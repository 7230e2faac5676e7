import type { Contract } from '../rules';
import { t } from '../i18n/index.svelte';
import { isolate } from './format';

/**
 * What a Bavarian hand moves between the players and the pot, in words (RULES.md §3),
 * read off the engine's scores, so that "+50" beside "= 25" makes sense: a hand game
 * moves the same amount to or from each defender; a widow game takes from the pot,
 * and a failed one pays one defender while the other takes as much from the pot.
 */
export function potShareWords(
  contract: Contract,
  made: boolean,
  scores: readonly number[],
  declarer: number,
  name: string,
): string | undefined {
  if (contract !== 'hand' && contract !== 'widow') return undefined;
  const own = scores[declarer] ?? 0;
  // Every defender's score is the same (§3: "both defenders gain the same").
  const each = scores.find((score, seat) => seat !== declarer && score !== 0) ?? 0;
  const who = isolate(name);
  if (contract === 'hand') {
    return made
      ? t('shareEachPays', { amount: -each })
      : t('sharePaysEach', { name: who, amount: each });
  }
  return made
    ? t('shareFromPot', { name: who, amount: own })
    : t('shareBothGet', { name: who, amount: each });
}
