import { afterAll } from 'vitest';
import { closeSharedBrowser } from './chromium';

// Each test file connects once to the run's browser (chromium.ts); the connection ends with the file.
afterAll(closeSharedBrowser);
