import { describe, expect, it } from 'vitest';
import { localDay } from '../../../src/lib/files/sessionValues';

describe('localDay', () => {
  it('takes the calendar day on this phone, not in UTC', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 0).getTime())).toBe('2026-12-31');
  });
});
