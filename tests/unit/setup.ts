// Both languages' problem texts, as the app has them once a language's pack is in.
import '../../src/lib/i18n/problemsAll';
import { database } from '../../src/lib/state/coldStart';
import { i18n } from '../../src/lib/i18n/index.svelte';

// Every word, as the app has them once a screen past the first one has loaded.
await i18n.complete();
// No first screen paints in node: the database code may load at once (src/lib/state/coldStart.ts).
await database();
