/** Where the onset detector's AudioWorklet module is served from: written by scripts/build-worklet.ts. */
export const ONSET_WORKLET_URL = '/play-along/onset-worklet.js';
