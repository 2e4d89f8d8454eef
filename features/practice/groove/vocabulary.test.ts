import { describe, expect, it } from 'vitest';
import { VOICES, type Stroke } from './language';
import { FEET, LEGEND, STROKE_TABLE, STROKES, VOICE_TABLE, strokeLegend } from './vocabulary';

describe('the kit vocabulary', () => {
  it('gives every drum its own place on the staff, and the feet the two lowest', () => {
    const keys = VOICES.map((voice) => VOICE_TABLE[voice].staff.key);
    expect(new Set(keys).size).toBe(VOICES.length);
    expect(new Set(VOICES.map((voice) => VOICE_TABLE[voice].staff.place)).size).toBe(VOICES.length);
    expect(FEET).toEqual(['kick', 'hihatfoot']);
    // Notes sort by pitch: the feet's places are the lowest of all.
    const height = (key: string) => Number(key.split('/')[1]) * 7 + 'cdefgab'.indexOf(key[0]!);
    const lowestHands = Math.min(
      ...VOICES.filter((voice) => !FEET.includes(voice)).map((voice) => height(VOICE_TABLE[voice].staff.key)),
    );
    for (const foot of FEET) expect(height(VOICE_TABLE[foot].staff.key)).toBeLessThan(lowestHands);
  });

  it('names, marks and sounds every stroke a drum can write, each mark different, an accent louder and a ghost softer than a hit', () => {
    const written = new Set(VOICES.flatMap((voice) => Object.values(STROKES[voice])));
    expect([...written].sort()).toEqual((Object.keys(STROKE_TABLE) as Stroke[]).sort());
    expect(new Set(Object.values(STROKE_TABLE).map((entry) => entry.mark)).size).toBe(written.size);
    expect(STROKE_TABLE.accent.loudness).toBeGreaterThan(STROKE_TABLE.hit.loudness);
    expect(STROKE_TABLE.ghost.loudness).toBeLessThan(STROKE_TABLE.hit.loudness / 2);
    expect(strokeLegend('open')).toBe('open hi-hat');
    expect(strokeLegend('hit')).toBe('hit');
  });

  it("says every drum's characters in its legend, as the content check and the editor show it", () => {
    expect(LEGEND.hihat).toBe(
      'x (closed), X (accented), o (open), h (half-open), _ (holds the note before it) or - (silent)',
    );
    expect(LEGEND.snare).toBe(
      "x (hit), X (accented), g (ghost note), f (flam), F (accented flam), d (drag), D (accented drag), r (four-stroke ruff), ' (grace note, before another drum's note at the same step), z (buzz roll), Z (accented buzz roll), = (double stroke), c (cross-stick), _ (holds the note before it) or - (silent)",
    );
    for (const voice of VOICES) {
      for (const char of Object.keys(STROKES[voice])) expect(LEGEND[voice], voice).toContain(`${char} (`);
    }
  });
});
