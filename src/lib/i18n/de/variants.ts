/** Die Wörter, in denen sich die Spielarten unterscheiden (en/variants.ts sagt, wie sie gewählt werden). */
import type { en } from '../en/variants';

export const de: Record<keyof typeof en, string> = {
  // A round of deals (every seat deals once): "Geberrunde", never the tournament's "Runde".
  roundOf_bauerntarock: 'Spiel {n} · Geberrunde {round} ({hand} von {of})',
  roundOf_dobbm: 'Spiel {n} · wer spielt, gibt als Nächster',
  roundOf_bavarian: 'Spiel {n} · Geberrunde {round} ({hand} von {of})',
  cardPoints_bauerntarock: 'Augen (mit Talon)',
  cardPoints_dobbm: 'Augen (mit Dobb)',
  cardPoints_bavarian: 'Augen (mit Witwe)',
  countHintDeclarer_bauerntarock:
    'Zum Stapel des Spielers gehört der Talon: beim Hineinschauen die abgelegten Karten, beim Sumpern der liegende Talon.',
  countHintDeclarer_dobbm:
    'Zum Stapel des Spielers gehört der Dobb: beim Dobbm die abgelegten Karten, beim Solo der liegende Dobb.',
  countHintDeclarer_bavarian:
    'Zum Stapel des Spielers gehört die Witwe: beim Witwenspiel die abgelegten Karten, beim Handspiel die liegende Witwe.',
  dealerRule_bauerntarock: 'der Geber wechselt im Uhrzeigersinn',
  dealerRule_dobbm: 'wer spielt, gibt als Nächster',
  dealerRule_bavarian: 'der Geber wechselt im Uhrzeigersinn',
};
