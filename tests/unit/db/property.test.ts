/**
 * Invariant: whatever sequence of appends, edits, inserts, deletes, undos and
 * redos the table makes, the stored facts equal a plain list model of them,
 * and a refused change leaves both untouched.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendHand,
  deleteHand,
  editHand,
  insertHand,
  loadGame,
  redo,
  startGame,
  undo,
} from '../../../src/lib/db';
import type { Hand } from '../../../src/lib/rules';
import { freshDatabase, ok } from './helpers';

const handArb: fc.Arbitrary<Hand> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Hand>({ kind: 'redeal' }) },
  {
    weight: 6,
    arbitrary: fc
      .record({
        declarer: fc.integer({ min: 0, max: 2 }),
        sumpern: fc.boolean(),
        doublings: fc.integer({ min: 0, max: 1 }),
        // 1 and 119 cannot occur; they make some generated hands invalid on purpose.
        points: fc.integer({ min: 0, max: 120 }),
      })
      .map(({ declarer, sumpern, doublings, points }): Hand => ({
        kind: 'played',
        declarer,
        contract: sumpern ? 'sumpern' : 'hineinschauen',
        announced: 61,
        doublings,
        declarerTricks: 'some',
        declarerPoints: points,
      })),
  },
);

type Op =
  | { op: 'append'; hand: Hand }
  | { op: 'edit'; at: number; hand: Hand }
  | { op: 'insert'; at: number; hand: Hand }
  | { op: 'delete'; at: number }
  | { op: 'undo' }
  | { op: 'redo' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: handArb.map((hand): Op => ({ op: 'append', hand })) },
  {
    weight: 2,
    arbitrary: fc.record({ at: fc.nat(12), hand: handArb }).map((o): Op => ({ op: 'edit', ...o })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ at: fc.nat(12), hand: handArb })
      .map((o): Op => ({ op: 'insert', ...o })),
  },
  { weight: 2, arbitrary: fc.nat(12).map((at): Op => ({ op: 'delete', at })) },
  { weight: 2, arbitrary: fc.constant<Op>({ op: 'undo' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ op: 'redo' }) },
);

const impossible = (hand: Hand) =>
  hand.kind === 'played' && (hand.declarerPoints === 1 || hand.declarerPoints === 119);

describe('stored facts follow a list model', () => {
  it('any sequence of changes, undos and redos', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { maxLength: 25 }), async (ops) => {
        const db = await freshDatabase();
        // endAt null: the game never ends, so only impossible points make a change invalid.
        const game = ok(
          await startGame({
            variant: 'bauerntarock',
            players: ['A', 'B', 'C'],
            firstDealer: 0,
            houseRules: { endAt: null },
          }),
        );
        let model: Hand[] = [];
        const undoStack: Hand[][] = [];
        let redoStack: Hand[][] = [];
        const change = (next: Hand[]) => {
          undoStack.push(model);
          redoStack = [];
          model = next;
        };
        for (const o of ops) {
          const n = model.length;
          if (o.op === 'append') {
            const r = await appendHand(game.id, o.hand);
            expect(r.ok).toBe(!impossible(o.hand));
            if (r.ok) change([...model, o.hand]);
          } else if (o.op === 'edit') {
            const r = await editHand(game.id, o.at, o.hand);
            expect(r.ok).toBe(o.at < n && !impossible(o.hand));
            if (r.ok) change(model.map((h, i) => (i === o.at ? o.hand : h)));
          } else if (o.op === 'insert') {
            const r = await insertHand(game.id, o.at, o.hand);
            expect(r.ok).toBe(o.at <= n && !impossible(o.hand));
            if (r.ok) change([...model.slice(0, o.at), o.hand, ...model.slice(o.at)]);
          } else if (o.op === 'delete') {
            const r = await deleteHand(game.id, o.at);
            expect(r.ok).toBe(o.at < n);
            if (r.ok) change(model.filter((_, i) => i !== o.at));
          } else if (o.op === 'undo') {
            const r = await undo();
            // The first step in the history is starting the game itself; keep it in the model.
            if (undoStack.length === 0) {
              if (r.ok) ok(await redo());
              continue;
            }
            expect(r.ok).toBe(true);
            redoStack.push(model);
            model = undoStack.pop()!;
          } else {
            const r = await redo();
            expect(r.ok).toBe(redoStack.length > 0);
            if (r.ok) {
              undoStack.push(model);
              model = redoStack.pop()!;
            }
          }
          // Through the tab's cache of recent hands, and straight from the table.
          const stored = await loadGame(game.id);
          expect(stored?.game.hands).toEqual(model);
          const rows = await db.hands.where('gameId').equals(game.id).sortBy('position');
          expect(rows.map((r) => r.hand)).toEqual(model);
          expect(rows.map((r) => r.position)).toEqual(model.map((_, i) => i));
        }
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
