/**
 * The design document's `validate_doc_update` exactly as the set-up writes it (the bundle of the
 * app's reader, scripts/club/validateSource.ts), run the way CouchDB runs it: its source
 * evaluated on its own, with nothing of this process in scope. Each example game file of
 * tests/fixtures/examples, as a member's game document, is stored; each bad example is refused
 * with `bad-game`, as the app's reader refuses it (FORMAT.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, test } from 'vitest';
import { validateSource } from '../../../scripts/club/validateSource';

const EXAMPLES = join(import.meta.dirname, '../../fixtures/examples');
const member = { name: 'anna', roles: ['club:member'] };

type Validate = (newDoc: unknown, oldDoc: unknown, userCtx: unknown, secObj: unknown) => void;
let validate: Validate;

beforeAll(async () => {
  // As CouchDB 3.2+ compiles it: the function source in parentheses, in a fresh global.
  validate = runInNewContext(`(${await validateSource('club')})`) as Validate;
});

/** A game file as a member's document: its ids under meta.spatz, the keeper, no evening. */
function asDocument(file: Record<string, unknown>, id: string): Record<string, unknown> {
  const hands = Array.isArray(file.hands) ? file.hands : [];
  const spatz = {
    id,
    sessionId: `${id}-evening`,
    createdAt: 1,
    updatedAt: 2,
    stoppedEarly: false,
    deleted: false,
    hands: hands.map((_, i) => ({ id: `${id}-h${i}`, createdAt: 1, updatedAt: 2 })),
  };
  return { ...file, _id: id, meta: { spatz }, keeper: 'anna', evening: null };
}

/** What the function throws for the document: its `forbidden` reason, or undefined. */
function refusal(doc: unknown): unknown {
  try {
    validate(doc, null, member, { members: { roles: ['club:member'] } });
    return undefined;
  } catch (error) {
    return (error as { forbidden?: unknown }).forbidden ?? error;
  }
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const files = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json'));

describe('validate_doc_update as the server runs it', () => {
  const good = files(EXAMPLES).filter((name) => !name.endsWith('.expected.json'));
  test.each(good)('stores the example %s', (name) => {
    expect(refusal(asDocument(read(join(EXAMPLES, name)), name))).toBeUndefined();
  });

  const bad = files(join(EXAMPLES, 'bad'));
  test.each(bad)('refuses the bad example %s: bad-game', (name) => {
    expect(refusal(asDocument(read(join(EXAMPLES, 'bad', name)), name))).toBe('bad-game');
  });

  test('refuses a member of no club and a game written in another member name', () => {
    const doc = asDocument(read(join(EXAMPLES, good[0]!)), 'g');
    expect(() => validate(doc, null, { name: 'carl', roles: [] }, {})).toThrow(
      expect.objectContaining({ forbidden: 'not-member' }),
    );
    expect(refusal({ ...doc, keeper: 'bert' })).toBe('not-keeper');
  });
});
