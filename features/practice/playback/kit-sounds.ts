/**
 * The recorded kit's sounds, and which one each stroke of the groove language plays. The drums' recordings are
 * named in the vocabulary (each drum's row, and a stroke's own where it has one); the metronome's are here. They
 * are rendered by scripts/render-kit.ts into one file (kit-sprite.ts says where each is in it), and played by
 * samples.ts.
 */
import type { Click } from './metronome';
import type { Stroke, Voice } from '@/features/practice/groove/language';
import { RECORDINGS, recordingOf, type Recording } from '@/features/practice/groove/vocabulary';

/** The metronome's sounds, recorded once each (at the loud layer): a metronome bell on beat one, its click on the others. */
export const CLICK_RECORDINGS = [
  { name: 'clickbar', note: 34, seconds: 0.15 },
  { name: 'clickbeat', note: 33, seconds: 0.1 },
] as const satisfies readonly Recording[];
type ClickSound = (typeof CLICK_RECORDINGS)[number]['name'];

/** A sound of the kit: a drum's recording (by its name in the vocabulary) or the metronome's. */
export type KitSound = string;

/**
 * The loudness layers each drum and cymbal is recorded at: a ghost note, a plain stroke and an accent are
 * each played from their own recording (a drum struck softly is darker, not only quieter). `velocity`
 * is the MIDI velocity it is rendered at; `level` the player's loudness (0 to 1) that layer stands for.
 */
export const KIT_LAYERS = [
  { name: 'soft', velocity: 40, level: 0.3 },
  { name: 'medium', velocity: 85, level: 0.65 },
  { name: 'loud', velocity: 127, level: 1 },
] as const;

export type KitLayer = (typeof KIT_LAYERS)[number]['name'];

/** Where a sound is in the kit's file: a drum's at a loudness layer (`snare.soft`), the metronome's on its own. */
export type KitSlot = string;

/** Which recorded sound a stroke of a drum is. */
export function kitSound(voice: Voice, stroke: Stroke): KitSound {
  return recordingOf(voice, stroke).name;
}

/**
 * The layer for a loudness, and the gain that brings that layer's recording to the loudness exactly, so
 * dynamics and hairpins still change smoothly within a layer. The layer is the nearest one (between two
 * layers, on a scale of ratios, as loudness is heard).
 */
export function kitLayer(level: number): { layer: KitLayer; gain: number } {
  let best: (typeof KIT_LAYERS)[number] = KIT_LAYERS[0];
  for (const layer of KIT_LAYERS)
    if (Math.abs(Math.log(level / layer.level)) < Math.abs(Math.log(level / best.level))) best = layer;
  return { layer: best.name, gain: level / best.level };
}

const isClick = (sound: KitSound): sound is ClickSound => CLICK_RECORDINGS.some(({ name }) => name === sound);

/** The recording a sound is played from: a drum's at the layer for its loudness, the metronome's own. */
export function kitSlot(sound: KitSound, layer: KitLayer): KitSlot {
  return isClick(sound) ? sound : `${sound}.${layer}`;
}

/** Every slot the kit's file must hold: each drum's recording at every layer, and the metronome's. */
export const KIT_SLOT_NAMES: readonly KitSlot[] = [
  ...RECORDINGS.flatMap(({ name }) => KIT_LAYERS.map((layer) => kitSlot(name, layer.name))),
  ...CLICK_RECORDINGS.map(({ name }) => name),
];

/** The metronome's click: the bell on beat one, the click elsewhere, softer between beats. */
export function clickSound(kind: Click['kind']): { sound: ClickSound; level: number } {
  switch (kind) {
    case 'bar':
      return { sound: 'clickbar', level: 0.9 };
    case 'group':
      return { sound: 'clickbeat', level: 1 };
    case 'beat':
      return { sound: 'clickbeat', level: 0.75 };
    default:
      return { sound: 'clickbeat', level: 0.4 };
  }
}

/**
 * Sounds cut short by others: a sound that rings in a choke group (an open hi-hat) stops at the next sound of its
 * group (the hi-hat closing, by stick or pedal).
 */
export const CHOKED_BY: Readonly<Record<KitSound, readonly KitSound[]>> = Object.fromEntries(
  RECORDINGS.filter(({ choke }) => choke?.rings).map(({ name, choke }) => [
    name,
    RECORDINGS.filter((other) => other.choke?.group === choke!.group).map((other) => other.name),
  ]),
);
