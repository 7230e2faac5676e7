import { mount } from 'svelte';
import App from './App.svelte';
import { i18n } from './lib/i18n/index.svelte';
import { databaseGate, openDatabaseGate } from './lib/db/lazy';
import { quickRead } from './lib/db/quickRead';
import { lastGameHint } from './lib/state/lastGame';
import { router } from './lib/state/router.svelte';
import { whenIdle } from './lib/timing';

// Issue 5: the first reads start now, while the language pack and the screens load; the
// screens find them under way. (Plain IndexedDB: the database code loads after them.)
quickRead.prefetch(router.route, lastGameHint());

const target = document.getElementById('app');
if (!target) throw new Error('#app missing from index.html');
// The language pack comes first (one small chunk, precached), so no screen shows message keys.
await i18n.ready;
const app = mount(App, { target });

/**
 * The update prompt and the service-worker client behind it are not needed for the first
 * paint, so they load after the app, as their own chunk (precached like everything else),
 * once the first screen has shown and the browser is idle: a cold start with a long game
 * stored needs the main thread.
 */
const promptTarget = document.getElementById('update-prompt');
if (promptTarget && 'serviceWorker' in navigator) {
  const load = (): void => {
    import('./components/UpdatePrompt.svelte').then(
      ({ default: UpdatePrompt }) => mount(UpdatePrompt, { target: promptTarget }),
      (error: unknown) => console.warn('Update prompt not loaded', error),
    );
  };
  void databaseGate().then(() => whenIdle(load));
}
// The first screen opens the gate once it shows what it read (src/lib/db/lazy.ts); should it
// never get there, the database code (and with it the update prompt) still loads.
setTimeout(openDatabaseGate, 5000);

export default app;
