/**
 * A stroke or a click, queued on whichever instrument can play it now: the recorded kit once it is decoded (and
 * holds the sound), the synthesiser until then. Each is announced in the player's log (queued.ts) as it is queued.
 */
import type { Stroke, Voice } from '@/features/practice/groove/language';
import { recordingOf, STROKE_TABLE } from '@/features/practice/groove/vocabulary';
import { strokeEvents } from '@/features/practice/groove/stroke-events';
import type { Click } from './metronome';
import { strokeOutput } from './output';
import { announce } from './queued';
import { sampleClick, sampleDrum, samplerPlays, samplerReady } from './sampler';
import { synthClick, synthDrum } from './synth';

/** The metronome's click: the kit's bell on beat one and its click on the others, or their synthesised stand-ins. */
export function playClick(output: AudioNode, time: number, kind: Click['kind']) {
  const sampled = samplerReady();
  announce({ time, queuedAt: output.context.currentTime, source: sampled ? 'sample' : 'synth', sound: 'click', kind });
  if (sampled) sampleClick(output, time, kind);
  else synthClick(output, time, kind);
}

/**
 * Queues one note of a groove: its grace notes just before `time` (a flam, a drag, a ruff), the
 * note itself at the stroke's loudness times `gain` (the groove's dynamics), and a roll's strokes
 * over `length` seconds after it (a double stroke's second note halfway, a buzz roll's bounces).
 */
export function playDrum(output: AudioNode, time: number, voice: Voice, stroke: Stroke, gain = 1, length = 0.25) {
  const level = STROKE_TABLE[stroke].loudness * gain;
  const queuedAt = output.context.currentTime;
  const recording = recordingOf(voice, stroke);
  const sampled = samplerPlays(recording);
  for (const { at, level: loud, part } of strokeEvents(stroke, time, level, length, queuedAt)) {
    announce({
      time: at,
      queuedAt,
      source: sampled ? 'sample' : 'synth',
      sound: 'drum',
      voice,
      stroke,
      level: loud,
      ...(part ? { part } : {}),
    });
    const into = strokeOutput(output, at, recording.name);
    if (sampled) sampleDrum(into, at, recording, loud);
    else synthDrum(into, at, voice, recording, loud);
  }
}
