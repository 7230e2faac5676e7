/** Number formatting for explanations: a real minus sign, no "-0". */
export function num(value: number): string {
  if (Object.is(value, -0) || value === 0) return '0';
  return value < 0 ? `−${-value}` : String(value);
}

/** "a + b" or "a − b" for a signed term. */
export function signed(value: number): string {
  return value < 0 ? ` − ${-value}` : ` + ${value}`;
}
