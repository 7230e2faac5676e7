/** Messages of a game handed between phones: why a code or a link was refused. */
import type { en } from '../en/transfer';

export const de: Record<keyof typeof en, string> = {
  scanNotSpatz:
    'Das ist kein Spatz-Code. Halte die Kamera auf die Codes, die das andere Handy unter „Am Tisch zeigen“ zeigt.',
  scanOtherGame:
    'Dieser Code gehört zu einer anderen Partie. Bleib bei den Codes der ersten Partie oder brich ab und scanne neu.',
  scanChecksum:
    'Ein Code wurde falsch gelesen (Prüfsumme falsch). Halte das Handy ruhig: Der Code kommt gleich wieder.',
  scanNewerVersion:
    'Diese Codes stammen von einer neueren Spatz-Version. Aktualisiere Spatz auf diesem Handy und scanne neu.',
  scanDamaged: 'Die Codes ließen sich nicht zusammensetzen. Brich ab und scanne von vorn.',
  linkNotSpatz: 'Dieser Link enthält keine Spatz-Partie.',
  linkNewerVersion:
    'Dieser Link stammt von einer neueren Spatz-Version. Aktualisiere Spatz auf diesem Handy und öffne den Link noch einmal.',
  linkDamaged: 'Dieser Link ist unvollständig oder beschädigt. Lass ihn dir noch einmal schicken.',
};
