/** Builders for the reader's top-level rows: a valid game with one field changed. */
import { gameFile, played } from './helpers';

const CONTRACT: Record<string, string> = {
  bauerntarock: 'hineinschauen',
  dobbm: 'dobbm',
  bavarian: 'widow',
};
export const hand = played(1, 'hineinschauen', { declarerPoints: 70 });
/** A valid 3-player game with `patch` applied at the top level (undefined removes a key). */
export function top(patch: Record<string, unknown>, variant = 'bauerntarock', players = 3) {
  const first = played(1, CONTRACT[variant]!, { declarerPoints: 70 });
  const file = { ...gameFile(variant, players, [first]), ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete file[key];
  return file;
}
export const rules = (houseRules: unknown, variant = 'bauerntarock', players = 3) =>
  top({ houseRules }, variant, players);

/** An object nested `levels` deep, counting itself (FORMAT.md `meta`); `list` nests lists inside. */
export function nested(levels: number, list = false): Record<string, unknown> {
  let inner: unknown = list ? [] : {};
  for (let level = 1; level < levels - 1; level++) inner = list ? [inner] : { a: inner };
  return levels === 1 ? {} : { a: inner };
}
