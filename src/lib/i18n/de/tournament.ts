/** Texte eines Turniers (Preistarock, RULES.md §4): die Schirme der Turnierleitung und der Tischbeginn. */
import type { en } from '../en/tournament';

export const de: Record<keyof typeof en, string> = {};
