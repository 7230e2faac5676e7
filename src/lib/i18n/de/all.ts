/**
 * Every German message, the first screens' and the later ones together, as the app has
 * them once `i18n.complete()` has settled: for tests and tools that read German whole.
 * Typed against the English keys: a German text missing from both parts does not compile.
 */
import type { messages as english } from '../en';
import { messages as first } from './index';
import { messages as later } from './later';

export const messages: Record<keyof typeof english, string> = { ...first, ...later };
