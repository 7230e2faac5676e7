import { mount } from 'svelte';
import App from './App.svelte';

const target = document.getElementById('app');
if (!target) throw new Error('#app missing');
mount(App, { target });
// Offline like the app: precached by a service worker built with the same plugin.
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('./sw.js');
