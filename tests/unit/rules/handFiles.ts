/** Builders for the reader's hand rows: a valid game whose second hand is the one under test. */
import { gameFile, played, type FileHand } from './helpers';

export const H = 'hineinschauen';
export const S = 'sumpern';
export const ok = played(1, H, { declarerPoints: 70 });
/** A bauerntarock game of 3 whose second hand is `hand`. */
export const second = (hand: unknown, variant = 'bauerntarock', players = 3, houseRules = {}) =>
  gameFile(
    variant,
    players,
    [
      variant === 'bauerntarock'
        ? ok
        : { ...ok, contract: variant === 'dobbm' ? 'dobbm' : 'widow' },
      hand as FileHand,
    ],
    { houseRules },
  );
export const b = (rest: FileHand, contract = H, declarer = 2) =>
  second(played(declarer, contract, rest));
export const bav = (rest: FileHand, contract = 'widow', declarer = 2) =>
  second(played(declarer, contract, rest), 'bavarian');
export const spz = (side: string, result: string, declarerTricks: string, rest: FileHand = {}) =>
  b({ declarerTricks, spatz: { side, result }, ...rest }, S);
export const P = 'hands[1]';
