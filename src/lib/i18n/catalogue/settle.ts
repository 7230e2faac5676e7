/** Messages of the settlement, the evening and the chart. */
export const en = {
  settlement: 'Settlement',
} as const;

export const de: Record<keyof typeof en, string> = {
  settlement: 'Abrechnung',
};
