/**
 * The recorded kit's sounds, and which one each stroke of the groove language plays. The sounds are
 * rendered by scripts/render-kit.ts into one file (kit-sprite.ts says where each is in it), and
 * played by samples.ts.
 */
import type { Click } from './metronome';
import { Stroke, Voice } from '@/features/practice/groove/language';

export type KitSound =
  | 'kick'
  | 'snare'
  | 'cross'
  | 'hightom'
  | 'midtom'
  | 'floortom'
  | 'lowtom'
  | 'hihat'
  | 'hihatopen'
  | 'hihathalf'
  | 'hihatfoot'
  | 'hihatsplash'
  | 'ride'
  | 'bell'
  | 'crash'
  | 'china'
  | 'splash'
  | 'cowbell'
  | 'clickbar'
  | 'clickbeat';

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

/** The metronome's sounds, recorded once each. */
type ClickSound = 'clickbar' | 'clickbeat';
export type KitSlot = ClickSound | `${Exclude<KitSound, ClickSound>}.${KitLayer}`;

/** Which recorded sound a stroke of a drum is. */
export function kitSound(voice: Voice, stroke: Stroke): KitSound {
  switch (voice) {
    case 'snare':
      return stroke === 'cross' ? 'cross' : 'snare';
    case 'hihat':
      return stroke === 'open' ? 'hihatopen' : stroke === 'halfopen' ? 'hihathalf' : 'hihat';
    case 'hihatfoot':
      return stroke === 'splash' ? 'hihatsplash' : 'hihatfoot';
    case 'ride':
      return stroke === 'bell' ? 'bell' : 'ride';
    default:
      return voice;
  }
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

/** The recording a sound is played from: a drum's at the layer for its loudness, the metronome's own. */
export function kitSlot(sound: KitSound, layer: KitLayer): KitSlot {
  return sound === 'clickbar' || sound === 'clickbeat' ? sound : `${sound}.${layer}`;
}

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

/** Sounds cut short when the hi-hat closes: a closed stroke or the pedal stops an open hi-hat ringing. */
export const CHOKED_BY: Partial<Record<KitSound, readonly KitSound[]>> = {
  hihatopen: ['hihat', 'hihatfoot', 'hihathalf', 'hihatopen', 'hihatsplash'],
  hihathalf: ['hihat', 'hihatfoot', 'hihathalf', 'hihatopen', 'hihatsplash'],
  hihatsplash: ['hihat', 'hihatfoot', 'hihathalf', 'hihatopen', 'hihatsplash'],
};
