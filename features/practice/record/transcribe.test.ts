import { describe, expect, it } from 'vitest';
import { FIRST_LEVELS, learnLevels, levelOf, velocityOfPeak } from './levels';
import { played } from '../../../e2e/takes';
import { random as seeded } from '../play-along/fixtures/read-wav';
import { transcribe, type TakenHit } from './transcribe';

const FOUR_FOUR = { beats: 4, unit: 4 };

const text = (line: string[] | undefined) => line?.join('').replace(/(.{4})(?=.)/g, '$1 ');

/** The funk lesson's groove (funk-grooves.mdx). */
const FUNK = {
  hihat: 'x-x- x-x- x-x- x-x-',
  snare: '---g X--- -g-g X---',
  kick: 'x--- ---x --x- ----',
};

describe('a take written down', () => {
  it('writes the funk groove played with a human timing as exactly that groove, ghost notes and accents included', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const take = played(FUNK, { tempo: 70, seed });
      const written = transcribe(take, { tempo: 70, signature: FOUR_FOUR, bars: 1 });
      expect(written.feel).toEqual({ perBeat: 4 });
      expect(written.fits).toBe(true);
      expect(text(written.lines.hihat)).toBe(FUNK.hihat);
      expect(text(written.lines.snare)).toBe(FUNK.snare);
      expect(text(written.lines.kick)).toBe(FUNK.kick);
      expect(written.dropped).toBe(0);
      // Each note keeps how far off it was played, within the ±12 ms it was moved.
      expect(written.notes).toHaveLength(16);
      for (const note of written.notes) expect(Math.abs(note.offsetMs)).toBeLessThanOrEqual(12);
    }
  });

  it('keeps where each note was played: a snare 30 ms late is +30 ms, a kick 20 ms early -20 ms', () => {
    const beatS = 60 / 100;
    const take: TakenHit[] = [
      { voice: 'kick', time: -0.02, velocity: 90 },
      { voice: 'snare', time: beatS + 0.03, velocity: 90 },
      { voice: 'kick', time: 2 * beatS, velocity: 90 },
      { voice: 'snare', time: 3 * beatS, velocity: 90 },
    ];
    const written = transcribe(take, { tempo: 100, signature: FOUR_FOUR, bars: 1 });
    expect(written.feel).toEqual({ perBeat: 1 });
    expect(written.notes.map(({ step, voice, offsetMs }) => [step, voice, offsetMs])).toEqual([
      [0, 'kick', -20],
      [1, 'snare', 30],
      [2, 'kick', 0],
      [3, 'snare', 0],
    ]);
  });

  it('writes a flam on 4 when its grace note comes 30 ms before the note', () => {
    const take = played({ ...FUNK, snare: '---g X--- -g-g f---' }, { tempo: 70, seed: 7 });
    const written = transcribe(take, { tempo: 70, signature: FOUR_FOUR, bars: 1 });
    expect(text(written.lines.snare)).toBe('---g X--- -g-g f---');
    expect(written.notes.find((note) => note.step === 12 && note.voice === 'snare')?.character).toBe('f');
  });

  it('writes three quick hits as a drag, four as a ruff, a run as a buzz roll held to its end, and hits played apart as singles', () => {
    const beatS = 60 / 80;
    const at = (beat: number, ...graces: number[]): TakenHit[] => [
      ...graces.map((ms) => ({ voice: 'snare' as const, time: beat * beatS - ms / 1000, velocity: 40 })),
      { voice: 'snare', time: beat * beatS, velocity: 90 },
    ];
    const roll: TakenHit[] = Array.from({ length: 16 }, (_, index) => ({
      voice: 'snare',
      time: 2 * beatS + index * 0.03,
      velocity: 70,
    }));
    const singles: TakenHit[] = [0, 1, 2, 3].map((sub) => ({
      voice: 'snare',
      time: (3 + sub / 4) * beatS,
      velocity: 85,
    }));
    const written = transcribe([...at(0, 60, 30), ...at(1, 90, 60, 30).map((hit) => hit), ...roll, ...singles], {
      tempo: 80,
      signature: FOUR_FOUR,
      bars: 1,
    });
    // The drag's graces 30 ms apart; the ruff's three within 90 ms; the roll 0.45 s long, a little over two sixteenths.
    expect(text(written.lines.snare)).toBe('d--- r--- z__- xxxx');
  });

  it('writes the & of each beat two thirds of the way through as swung eighths, not as triplets', () => {
    const take = played(
      { hihat: 'x-x- x-x- x-x- x-x-', snare: '---- x--- ---- x---', kick: 'x--- --x- x--- ----' },
      { tempo: 90, swingAt: 2 / 3, seed: 3 },
    );
    const written = transcribe(take, { tempo: 90, signature: FOUR_FOUR, bars: 1 });
    expect(written.feel).toEqual({ perBeat: 2, swing: 'eighths' });
    expect(text(written.lines.hihat)).toBe('xxxx xxxx');
    expect(text(written.lines.snare)).toBe('--x- --x-');
    expect(text(written.lines.kick)).toBe('x--x x---');
  });

  it('writes straight eighths as eighths, triplets as triplets, and a swung groove asked for in eighths as swung', () => {
    const straight = transcribe(played({ hihat: 'x-x- x-x- x-x- x-x-' }, { tempo: 90, seed: 4 }), {
      tempo: 90,
      signature: FOUR_FOUR,
      bars: 1,
    });
    expect(straight.feel).toEqual({ perBeat: 2 });
    const triplets = transcribe(played({ snare: 'xxx xxx xxx xxx' }, { tempo: 90, per: 3, seed: 5 }), {
      tempo: 90,
      signature: FOUR_FOUR,
      bars: 1,
    });
    expect(triplets.feel).toEqual({ perBeat: 3 });
    expect(text(triplets.lines.snare)).toBe('xxxx xxxx xxxx');
    const asked = transcribe(played({ ride: 'x-x- x-x- x-x- x-x-' }, { tempo: 120, swingAt: 2 / 3, seed: 6 }), {
      tempo: 120,
      signature: FOUR_FOUR,
      bars: 1,
    });
    expect(asked.feel).toEqual({ perBeat: 2, swing: 'eighths' });
    const chosen = transcribe(
      played({ ride: 'x-x- x-x- x-x- x-x-' }, { tempo: 120, swingAt: 2 / 3, seed: 6 }),
      {
        tempo: 120,
        signature: FOUR_FOUR,
        bars: 1,
      },
      { grid: 4 },
    );
    expect(chosen.feel).toEqual({ perBeat: 4, swing: 'eighths' });
    expect(text(chosen.lines.ride)).toBe('x-x- x-x- x-x- x-x-');
  });

  it('finds a grid fine enough for the notes already written when overdubbing', () => {
    // Quarter notes on the snare over a hi-hat written in sixteenths: the sixteenths hold both.
    const kept = Array.from({ length: 16 }, (_, index) => index / 4);
    const take = played({ snare: 'x--- x--- x--- x---' }, { tempo: 100, seed: 8 });
    expect(transcribe(take, { tempo: 100, signature: FOUR_FOUR, bars: 1 }).feel).toEqual({ perBeat: 1 });
    const over = transcribe(take, { tempo: 100, signature: FOUR_FOUR, bars: 1 }, { kept });
    expect(over.feel).toEqual({ perBeat: 4 });
    expect(text(over.lines.snare)).toBe('x--- x--- x--- x---');
  });

  it('writes each drum of the funk groove right when it is recorded alone, one after another (as overdubbing does)', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      let levels = FIRST_LEVELS;
      for (const voice of ['kick', 'snare', 'hihat'] as const) {
        const take = transcribe(
          played({ [voice]: FUNK[voice] }, { tempo: 70, seed: seed * 3 + voice.length }),
          { tempo: 70, signature: FOUR_FOUR, bars: 1 },
          { levels, grid: 4 },
        );
        expect(text(take.lines[voice]), `${voice}, seed ${seed}`).toBe(FUNK[voice]);
        levels = take.levels;
      }
    }
  });

  it('keeps fast single strokes single: thirty-seconds at 140 BPM and sextuplets at 180', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const thirtySeconds = transcribe(played({ snare: 'x'.repeat(32) }, { tempo: 140, per: 8, jitterMs: 8, seed }), {
        tempo: 140,
        signature: FOUR_FOUR,
        bars: 1,
      });
      expect(thirtySeconds.feel, `seed ${seed}`).toEqual({ perBeat: 8 });
      expect(thirtySeconds.lines.snare?.join(''), `seed ${seed}`).toBe('x'.repeat(32));
      const sextuplets = transcribe(played({ hihat: 'x'.repeat(24) }, { tempo: 180, per: 6, jitterMs: 8, seed }), {
        tempo: 180,
        signature: FOUR_FOUR,
        bars: 1,
      });
      expect(sextuplets.lines.hihat?.join(''), `seed ${seed}`).toBe('x'.repeat(24));
    }
  });

  it('hears one stroke sounded twice as one note, not a flam: the "grace" as loud as the note', () => {
    const written = transcribe(
      [
        { voice: 'snare', time: 0, velocity: 90 },
        { voice: 'snare', time: 0.025, velocity: 88 },
      ],
      { tempo: 80, signature: FOUR_FOUR, bars: 1 },
    );
    expect(written.lines.snare?.join('')).toBe('x---');
  });

  it('writes each drum at its own normal stroke: light hi-hats, a firm kick and a loud backbeat are a plain rock beat', () => {
    const random = seeded(4);
    const between = (low: number, high: number) => Math.round(low + random() * (high - low));
    const beatS = 60 / 100;
    const at = (line: string, voice: 'hihat' | 'snare' | 'kick', low: number, high: number) =>
      [...line].flatMap((char, step) =>
        char === 'x' ? [{ voice, time: (step / 2) * beatS, velocity: between(low, high) }] : [],
      );
    const take = [
      ...at('xxxxxxxx', 'hihat', 60, 72),
      ...at('x---x-x-', 'kick', 90, 98),
      ...at('--x---x-', 'snare', 102, 110),
    ];
    const written = transcribe(take, { tempo: 100, signature: FOUR_FOUR, bars: 1 });
    expect(written.lines).toEqual({ hihat: [...'xxxxxxxx'], kick: [...'x---x-x-'], snare: [...'--x---x-'] });
    // A loud, even player: their normal stroke, not accents.
    const loud = transcribe(at('xxxxxxxx', 'hihat', 104, 124), { tempo: 100, signature: FOUR_FOUR, bars: 1 });
    expect(loud.lines.hihat?.join('')).toBe('xxxxxxxx');
  });

  it('hears swing from an & at 0.6 of the beat on, and an & at 0.55 as straight', () => {
    for (const [swingAt, swing] of [
      [0.55, undefined],
      [0.6, 'eighths'],
      [0.75, 'eighths'],
    ] as const) {
      const take = played(
        { ride: 'x-x- x-x- x-x- x-x-', kick: 'x--- ---- x--- ----' },
        { tempo: 120, swingAt, seed: 7, jitterMs: 8 },
      );
      const written = transcribe(take, { tempo: 120, signature: FOUR_FOUR, bars: 1 });
      expect(written.feel, `& at ${swingAt}`).toEqual(swing ? { perBeat: 2, swing } : { perBeat: 2 });
      expect(text(written.lines.ride), `& at ${swingAt}`).toBe('xxxx xxxx');
    }
  });

  it('marks one ghost note played 40 ms late as late, and keeps the groove in sixteenths', () => {
    const take = played(FUNK, { tempo: 120, seed: 9, jitterMs: 5 }).map((hit, index, all) =>
      index === all.findIndex((each) => each.velocity < 45) ? { ...hit, time: hit.time + 0.04 } : hit,
    );
    const written = transcribe(take, { tempo: 120, signature: FOUR_FOUR, bars: 1 });
    expect(written.feel).toEqual({ perBeat: 4 });
    expect(text(written.lines.snare)).toBe(FUNK.snare);
    expect(Math.max(...written.notes.map((note) => note.offsetMs))).toBeGreaterThanOrEqual(35);
  });

  it('leaves out hits after the last bar, and the softer of two strokes on one step', () => {
    const beatS = 60 / 100;
    const written = transcribe(
      [
        { voice: 'snare', time: 0, velocity: 80 },
        { voice: 'snare', time: 0.07, velocity: 90 },
        { voice: 'crash', time: 4 * beatS, velocity: 85 },
      ],
      { tempo: 100, signature: FOUR_FOUR, bars: 1 },
      { grid: 2 },
    );
    expect(text(written.lines.snare)).toBe('x--- ----');
    expect(written.lines.crash).toBeUndefined();
    expect(written.dropped).toBe(2);
    expect(written.notes).toEqual([expect.objectContaining({ step: 0, voice: 'snare', level: 'normal' })]);
  });

  it("writes a pad's own stroke (the open hi-hat, the bell, the cross-stick) and gives a cymbal no ghost note", () => {
    const beatS = 60 / 100;
    const written = transcribe(
      [
        { voice: 'hihat', time: 0, velocity: 85, character: 'o' },
        { voice: 'ride', time: beatS, velocity: 85, character: 'b' },
        { voice: 'snare', time: 2 * beatS, velocity: 85, character: 'c' },
        { voice: 'crash', time: 3 * beatS, velocity: 30 },
        { voice: 'snare', time: 3 * beatS, velocity: 30 },
        { voice: 'kick', time: 0, velocity: 80 },
      ],
      { tempo: 100, signature: FOUR_FOUR, bars: 1 },
    );
    expect(written.lines).toEqual({
      hihat: [...'o---'],
      ride: [...'-b--'],
      snare: [...'--cg'],
      crash: [...'---x'],
      kick: [...'x---'],
    });
  });

  it('writes takes in 6/8 with its eighths as beats, without swing', () => {
    const written = transcribe(played({ kick: 'x--x--', snare: '-----x' }, { tempo: 180, per: 1, seed: 9 }), {
      tempo: 180,
      signature: { beats: 6, unit: 8 },
      bars: 1,
    });
    expect(written.feel).toEqual({ perBeat: 1 });
    expect(text(written.lines.kick)).toBe('x--x --');
  });
});

describe('levels learnt from the learner', () => {
  it('puts the lines halfway between the ghost notes, the normal strokes and the accents played', () => {
    const levels = learnLevels([30, 35, 38, 80, 85, 88, 90, 92, 115, 120]);
    expect(levels).toEqual({ ghostBelow: 59, accentFrom: 103.5 });
    expect(levelOf(40, levels)).toBe('ghost');
    expect(levelOf(95, levels)).toBe('normal');
    expect(levelOf(110, levels)).toBe('accent');
  });

  it('hears a soft player soft: their accents and ghost notes are measured from their own normal stroke', () => {
    const levels = learnLevels([50, 52, 55, 55, 58, 78, 80]);
    expect(levelOf(79, levels)).toBe('accent');
    expect(levelOf(56, levels)).toBe('normal');
    expect(levelOf(30, levels)).toBe('ghost');
  });

  it('hears a hand whose normal stroke wanders by 10 or more as one level, not as normal strokes and accents', () => {
    const levels = learnLevels([75, 77, 78, 88, 90, 93, 95]);
    for (const velocity of [75, 77, 78, 88, 90, 93, 95]) expect(levelOf(velocity, levels)).toBe('normal');
  });

  it('keeps what was learnt when a take has no normal stroke (a snare of ghost notes and accents)', () => {
    const before = { ghostBelow: 60, accentFrom: 100 };
    expect(learnLevels([28, 33, 36, 112, 118], before)).toBe(before);
    expect(learnLevels([])).toBe(FIRST_LEVELS);
  });

  it("brings a microphone's peak onto the velocity scale, twice as loud about 16 higher", () => {
    expect(velocityOfPeak(1)).toBe(127);
    expect(velocityOfPeak(0.5) - velocityOfPeak(0.25)).toBe(16);
    expect(velocityOfPeak(0)).toBe(1);
    expect(velocityOfPeak(0.001)).toBe(1);
  });
});
