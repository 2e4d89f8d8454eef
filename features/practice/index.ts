/** The practice tools: grooves and the metronome, drawn on the server and played by small islands. */
export { DrumKey } from './components/drum-key';
export { Groove } from './components/groove';
export { Metronome } from './components/metronome';
/** The first-paint script for the Notation / Grid / Both choice, for the document's <head>. */
export { APPLY_GROOVE_VIEW } from './notation/kit';
/** For print (the beginner's guide): the notation engraver, the groove and tempo readers, and the drum key. */
export { drumKeyEntries } from './components/drum-key';
export { engrave, engraveKeyNote } from './notation/engrave';
export { describeNotes, parseGroove } from './notation/groove';
export { CLICK_OPTIONS } from './notation/kit';
export { parseMetronome } from './notation/metronome-settings';
