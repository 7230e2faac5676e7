/**
 * A sentence without the first-strong isolates (U+2068 … U+2069) that keep each name apart
 * from the words around it (src/lib/view/format.ts `isolate`): for tests about the words,
 * not about the isolation (tests/unit/view/bidiNames.test.ts holds that one exact).
 */
export const plain = (text: string): string => text.replace(/[\u2068\u2069]/g, '');
