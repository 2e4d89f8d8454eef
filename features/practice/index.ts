/** The practice tools: grooves and the metronome, drawn on the server and played by small islands. */
export { DrumKey } from './components/drum-key';
export { Groove } from './components/groove';
export { Metronome } from './components/metronome';
/** The first-paint script for the Notation / Grid / Both choice, for the document's <head>. */
export { APPLY_GROOVE_VIEW } from './notation/kit';
