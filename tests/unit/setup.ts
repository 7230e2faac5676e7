import { i18n } from '../../src/lib/i18n/index.svelte';

await i18n.ready;
