import { describe, expect, it } from 'vitest';
import { periodChoice } from '../../../src/lib/view/statsChoice';
import { netChart } from '../../../src/lib/view/statsChart';
import { plain } from '../plainText';

describe('the statistics screen’s choices', () => {
  it('reads the period select’s values', () => {
    expect(periodChoice('all')).toEqual({ kind: 'all' });
    expect(periodChoice('year')).toEqual({ kind: 'year' });
    expect(periodChoice('30d')).toEqual({ kind: '30d' });
    expect(periodChoice('evening:e-1')).toEqual({ kind: 'evening', evening: 'e-1' });
  });

  it('draws one point per evening, each player from 0', () => {
    const chart = netChart(
      {
        evenings: [
          { id: 'a', date: '2026-11-01' },
          { id: 'b', date: '2026-11-08' },
        ],
        players: [
          { id: 'p1', name: 'Anna', cumulative: [10, 25] },
          { id: 'p2', name: 'Bert', cumulative: [-10, -25] },
        ],
      },
      String,
    );
    expect(chart.hands).toBe(2);
    expect(chart.series.map((line) => plain(line.label.text))).toEqual(['Anna 25', 'Bert -25']);
    expect(chart.series[0]!.points.map((point) => point.value)).toEqual([0, 10, 25]);
  });
});
