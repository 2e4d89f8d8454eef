import { describe, expect, it } from 'vitest';
import { writtenGrooves } from '@/features/practice/testing/written-grooves';
import { parseGroove } from './parse';
import { timelineOf } from './timeline';
import { fromRuns, packTimeline, toRuns, unpackTimeline } from './timeline-pack';

describe('a timeline packed for the page', () => {
  it('unpacks to the same timeline, for every groove written on the site', () => {
    expect(writtenGrooves.length).toBeGreaterThan(100);
    let packedBytes = 0;
    let writtenBytes = 0;
    let uneven = 0;
    for (const { name, attributes } of writtenGrooves) {
      const timeline = timelineOf(parseGroove(attributes));
      const packed = packTimeline(timeline);
      // As the page sends it: JSON, read back.
      expect(unpackTimeline(JSON.parse(JSON.stringify(packed))), name).toEqual(timeline);
      if (packed.at) uneven += 1;
      packedBytes += JSON.stringify(packed).length;
      writtenBytes += JSON.stringify(timeline).length;
    }
    // Swung, triplet-and-straight and tempo-changing grooves keep their steps' starts (38 of 198 today); most need none.
    expect(uneven).toBeGreaterThan(0);
    expect(uneven).toBeLessThan(writtenGrooves.length / 2);
    expect(packedBytes).toBeLessThan(writtenBytes * 0.4);
  });

  it('writes a drum a letter a step and leaves out starts that are evenly spread', () => {
    const packed = packTimeline(
      timelineOf(parseGroove({ title: 'Rock', hihat: 'x-x-x-x-', snare: '--x---x-', kick: 'x---x---' })),
    );
    expect(packed).toMatchObject({ count: 8, length: 4, beatsPerBar: 4, drums: { hihat: 'a-a-a-a-' } });
    expect(packed.at).toBeUndefined();
    const swung = packTimeline(
      timelineOf(parseGroove({ title: 'Shuffle', swing: 'eighths', hihat: 'x-x-x-x-', kick: 'x---x---' })),
    );
    expect(swung.at).toEqual([0, 0.666667, 1, 1.666667, 2, 2.666667, 3, 3.666667]);
  });

  it('writes the steps of bars and beats, and a road map played in its order, as runs', () => {
    expect(toRuns([0, 2, 4, 6])).toEqual([0, 2, 4]);
    expect(toRuns([0, 1, 2, 0, 1, 2, 3, 7])).toEqual([0, 1, 3, 0, 1, 4, 7, 1, 1]);
    expect(toRuns([5])).toEqual([5, 1, 1]);
    expect(toRuns([])).toEqual([]);
    for (const list of [[0, 2, 4, 6], [0, 1, 2, 0, 1, 2, 3, 7], [3, 3, 3], [9, 4, 0], []])
      expect(fromRuns(toRuns(list))).toEqual(list);
    const chart = packTimeline(
      timelineOf(
        parseGroove({
          title: 'Chart',
          hihat: 'x-x-x-x-|x-x-x-x-|x-x-x-x-',
          kick: 'x---x---|x---x---|x---x---',
          form: 'bar 1: |:; bar 2: :|',
        }),
      ),
    );
    // Played 1 2 1 2 3: twenty beats, two steps each; the written steps 0-15, then 0-23.
    expect(chart.beatStarts).toEqual([0, 2, 20]);
    expect(chart.steps).toEqual([0, 1, 16, 0, 1, 24]);
  });
});
