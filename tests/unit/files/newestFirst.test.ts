import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../../src/lib/files/plain';
import type { SessionRow } from '../../../src/lib/files/types';

const evening = (id: string, date: string, createdAt: number): SessionRow => ({
  id,
  date,
  createdAt,
  updatedAt: createdAt,
});

describe('newestFirst', () => {
  it('orders evenings by calendar day, the later started first on one day', () => {
    const sorted = newestFirst([
      evening('a', '2025-12-31', 5),
      evening('b', '2026-01-02', 1),
      evening('c', '2026-01-02', 9),
      evening('d', '2026-10-01', 2),
      evening('e', '2026-02-09', 3),
    ]);
    expect(sorted.map((row) => row.id)).toEqual(['d', 'e', 'c', 'b', 'a']);
  });
});
