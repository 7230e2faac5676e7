/**
 * The share code (src/lib/share) as this app loads it: its fallback deflate (fflate, only
 * on a browser without the raw-deflate streams) is loaded like every other lazy part; where
 * it did not arrive, it is asked for again once the network is back (loading.ts). The share
 * folder is pure and has no network of its own, so the loader is handed in here, when this
 * module is first evaluated: every state module that reads or writes codes imports this one.
 */
import { untilLoaded } from '../loading';
import { deflateOptions } from '../share/deflate';

deflateOptions.fflate = () => untilLoaded(() => import('fflate'));

export * from '../share';
