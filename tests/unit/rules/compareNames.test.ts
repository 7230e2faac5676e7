import { describe, expect, it } from 'vitest';
import { compareNames } from '../../../src/lib/rules/names';

describe('compareNames', () => {
  it('puts umlauts and accents beside their letters, as a German list does (DIN 5007, 1)', () => {
    const names = ['Zenz', 'Ömer', 'Otto', 'anna', 'Ärger', 'Bert', 'Élise', 'Ede', 'Özil'];
    expect(names.sort(compareNames)).toEqual([
      'anna',
      'Ärger',
      'Bert',
      'Ede',
      'Élise',
      'Ömer',
      'Otto',
      'Özil',
      'Zenz',
    ]);
  });

  it('reads ß as ss, and orders names that differ only in case or accent the same way every time', () => {
    expect(['Strauß', 'Strauss', 'Straub'].sort(compareNames)).toEqual([
      'Straub',
      'Strauss',
      'Strauß',
    ]);
    expect(compareNames('Anna', 'anna')).toBe(-compareNames('anna', 'Anna'));
    expect(compareNames('Anna', 'anna')).not.toBe(0);
    expect(compareNames('Anna', 'Anna')).toBe(0);
  });
});
