import { afterAll } from 'vitest';
import { closeSharedBrowser } from './chromium';

// Each test file shares one browser process (chromium.ts); it ends with the file.
afterAll(closeSharedBrowser);
