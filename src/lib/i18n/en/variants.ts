/**
 * The words that differ between the variants, keyed `<word>_<variant>` by the rules'
 * variant id (src/lib/view/variantWords.ts picks them). A new variant adds its own
 * row of every word here and in de/variants.ts: the type of `variantWord` refuses
 * to compile without them.
 */
export const en = {
  // The status line: the hand's number, and the round of deals where the deal rotates.
  // A round of deals (every seat deals once), never the tournament's round.
  roundOf_bauerntarock: 'Hand {n} · deal round {round} ({hand} of {of})',
  // RULES.md §2: the deal does not rotate in Dobbm, so there is no round of deals.
  roundOf_dobbm: 'Hand {n} · the declarer deals next',
  roundOf_bavarian: 'Hand {n} · deal round {round} ({hand} of {of})',
  // The card points field, with what lies beside the tricks (RULES.md §1.3, §2, §3).
  cardPoints_bauerntarock: 'Card points (with the talon)',
  cardPoints_dobbm: 'Card points (with the Dobb)',
  cardPoints_bavarian: 'Card points (with the widow)',
  countHintDeclarer_bauerntarock:
    "The declarer's pile includes the talon: the discards after Hineinschauen, the untouched talon in a Sumpern.",
  countHintDeclarer_dobbm:
    "The declarer's pile includes the Dobb: the discards after a Dobbm, the untouched Dobb in a Solo.",
  countHintDeclarer_bavarian:
    "The declarer's pile includes the widow: the discards after a widow game, the untouched widow in a hand game.",
  // Who deals after a played hand, said on a settled game and the evening (RULES.md §1.1, §2, §3).
  dealerRule_bauerntarock: 'the deal passes clockwise',
  dealerRule_dobbm: 'the declarer deals next',
  dealerRule_bavarian: 'the deal passes clockwise',
};
