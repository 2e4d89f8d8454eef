/** The practice tools: grooves and the metronome, drawn on the server and played by small islands. */
export { DrumKey } from './ui/drum-key';
export { Groove } from './ui/groove';
export { Metronome } from './ui/metronome';
export { permutationsChoiceName, StickingPermutations } from './ui/sticking-permutations';
/** The sticking permutations tool's choices, for the pages that show each. */
export {
  DEFAULT_PERMUTATIONS,
  OTHER_PERMUTATION_CHOICES,
  PERMUTATION_FAMILIES,
  PERMUTATION_SUBDIVISIONS,
  type PermutationFamily,
  type PermutationSubdivision,
} from './permutations/permutations';
export { TempoMark } from './ui/tempo-mark';
/** The words inside the player's folded tools, for the file they are fetched from when one is first opened. */
export { toolFieldWords } from './ui/speed-trainer-setup';
/** The first-paint script for the Notation / Grid / Both choice, for the document's <head>. */
export { APPLY_GROOVE_VIEW } from './ui/apply-groove-view';
/**
 * For print (the beginner's guide) and the notation files: the notation engraver, the glyph definitions a drawing
 * of one layout's lines needs, the groove and tempo readers, and the drum key.
 */
export { drumKeyEntries } from './ui/drum-key';
export { engrave, engraveKeyNote } from './engrave/engrave';
export { glyphDefinitionsOf } from './engrave/layout';
export { describeNotes, parseGroove } from './groove/parse';
/** The drums' names, for today's practice's charts of play-along runs. */
export { VOICE_NAMES } from './groove/vocabulary';
export { CLICK_OPTIONS } from './groove/clicks';
export { parseMetronome } from './groove/metronome-settings';
