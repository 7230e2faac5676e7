import { mount } from 'svelte';
import App from './App.svelte';
import { i18n } from './lib/i18n/index.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('#app missing from index.html');
// The language pack comes first (one small chunk, precached), so no screen shows message keys.
await i18n.ready;
const app = mount(App, { target });

/**
 * The update prompt and the service-worker client behind it are not needed for the first
 * paint, so they load after the app, as their own chunk (precached like everything else),
 * once the browser is idle: a cold start with a long game stored needs the main thread.
 */
const promptTarget = document.getElementById('update-prompt');
if (promptTarget && 'serviceWorker' in navigator) {
  const load = (): void => {
    import('./components/UpdatePrompt.svelte').then(
      ({ default: UpdatePrompt }) => mount(UpdatePrompt, { target: promptTarget }),
      (error: unknown) => console.warn('Update prompt not loaded', error),
    );
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

export default app;
