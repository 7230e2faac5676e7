/** The shared examples (tests/fixtures/examples, copied byte for byte) and FORMAT.md's output keys. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '../../..');
export const EXAMPLES = join(REPO, 'tests/fixtures/examples');
export const BAD = join(EXAMPLES, 'bad');

export interface Example {
  name: string;
  file: string;
  expected: Record<string, unknown>;
}

export function examples(): Example[] {
  return readdirSync(EXAMPLES)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.expected.json'))
    .sort()
    .map((name) => ({
      name,
      file: join(EXAMPLES, name),
      expected: JSON.parse(
        readFileSync(join(EXAMPLES, name.replace(/\.json$/, '.expected.json')), 'utf8'),
      ) as Record<string, unknown>,
    }));
}

export interface BadExample {
  name: string;
  file: string;
  field: string;
}

export function badExamples(): BadExample[] {
  return readdirSync(BAD)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      file: join(BAD, name),
      field: readFileSync(join(BAD, name.replace(/\.json$/, '.field')), 'utf8').trim(),
    }));
}

type Json = Record<string, unknown>;

/**
 * Exactly the keys FORMAT.md "The command line" lists (extra keys are allowed
 * in the output, so they are dropped before comparing).
 */
export function formatKeys(report: Json): Json {
  const bavarian = report.variant === 'bavarian';
  const settlement = report.settlement as Json;
  return {
    variant: report.variant,
    hands: (report.hands as Json[]).map((hand) => ({
      kind: hand.kind,
      dealer: hand.dealer,
      scores: hand.scores,
      ...(hand.kind === 'played' ? { declarer: hand.declarer, made: hand.made } : {}),
      ...(bavarian && hand.kind === 'played' ? { pot: hand.pot } : {}),
    })),
    totals: report.totals,
    status: report.status,
    handsLeft: report.handsLeft,
    nextDealer: report.nextDealer,
    ...(bavarian ? { pot: report.pot } : {}),
    settlement: {
      net: settlement.net,
      ...(bavarian
        ? {}
        : {
            payments: (settlement.payments as Json[]).map(({ from, to, points }) => ({
              from,
              to,
              points,
            })),
          }),
    },
  };
}
