/**
 * The sound engine's front door: what the practice tools' islands load when a visitor first presses Start or Play,
 * never before (ui/use-player.ts fetches it). Inside, by job:
 * - scheduler.ts: the clock and scheduler (one player at a time, the audio suspended when none plays);
 * - drums.ts: a stroke or click on the instrument that can play it now: sampler.ts (the recorded kit, fetched
 *   on the first press and decoded once) or synth.ts (its synthesised stand-in until then);
 * - output.ts: the output bus, the tap play-along listens to, and the hi-hat's choke;
 * - play-timeline.ts: a groove's timeline, step by step;
 * - queued.ts: the player's log of every sound it queues (`practice:queued`).
 */
export { playClick, playDrum } from './drums';
export { outputTap } from './output';
export { playTimeline, type TimelineOptions } from './play-timeline';
export { QUEUED_EVENT, type QueuedSound } from './queued';
export { prepareKit } from './sampler';
export { holdAudio, play, START_DELAY_S, type GapPlan, type Player, type PlayOptions, type Ramp } from './scheduler';
