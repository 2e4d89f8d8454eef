import { describe, expect, it } from 'vitest';
import { GrooveError } from './groove';
import { parseGroove } from './parse';
import { formText, parseForm, playOrder } from './parse-form';
import { serializeGroove } from './serialize';
import { timelineOf } from './timeline';
import { writtenTimeline } from './timeline-sounds';

/** The bars played, from 1, as a chart's reader counts them. */
const order = (form: string, bars: number) => playOrder(parseForm(form, bars), bars).map((bar) => bar + 1);

function problem(form: string, bars: number): string {
  try {
    parseForm(form, bars);
  } catch (error) {
    if (error instanceof GrooveError) return `${error.attribute}: ${error.message.split('got ')[1]}`;
    throw error;
  }
  return 'no problem';
}

describe('a chart’s road map', () => {
  it('plays a repeat twice, from its |: or from bar 1', () => {
    expect(order('bar 2: :|', 3)).toEqual([1, 2, 1, 2, 3]);
    expect(order('bar 2: |:; bar 3: :|', 4)).toEqual([1, 2, 3, 2, 3, 4]);
    expect(order('bar 1: |:; bar 2: :|; bar 3: |:; bar 4: :|', 4)).toEqual([1, 2, 1, 2, 3, 4, 3, 4]);
    // A second repeat with no |: goes back to the bar after the first one ended, as a chart is read.
    expect(order('bar 2: :|; bar 4: :|', 4)).toEqual([1, 2, 1, 2, 3, 4, 3, 4]);
    // The example every form message gives: a 1st ending over two bars, its :| on the range.
    expect(order('bar 1: |:; bars 3-4: 1. :|; bar 5: 2.', 5)).toEqual([1, 2, 3, 4, 1, 2, 5]);
  });

  it('takes the 1st ending the first time and skips it for the 2nd the second time', () => {
    expect(order('bar 1: |:; bar 4: 1. :|; bar 5: 2.', 5)).toEqual([1, 2, 3, 4, 1, 2, 3, 5]);
    expect(order('bars 3-4: 1.; bar 4: :|; bars 5-6: 2.', 7)).toEqual([1, 2, 3, 4, 1, 2, 5, 6, 7]);
  });

  it('goes back to the segno at a D.S., takes no repeat again, plays the last ending and jumps to the coda', () => {
    // |: 1 2 |1. 3 :|2. 4 | segno 5 6 to-coda | 7 D.S. al coda | coda 8 |
    const form = 'bar 1: |:; bar 3: 1. :|; bar 4: 2.; bar 5: segno; bar 6: to coda; bar 7: D.S. al coda; bar 8: coda';
    expect(order(form, 8)).toEqual([1, 2, 3, 1, 2, 4, 5, 6, 7, 5, 6, 8]);
    // D.C. al fine: from bar 1, skipping the 1st ending, and ending at Fine.
    expect(order('bar 2: 1. :|; bar 3: 2. fine; bar 4: D.C. al fine', 4)).toEqual([1, 2, 1, 3, 4, 1, 3]);
    expect(order('bar 2: segno; bar 3: fine; bar 4: D.S. al fine', 4)).toEqual([1, 2, 3, 4, 2, 3]);
  });

  it('writes back what it reads, bar by bar', () => {
    const text =
      'bar 1: |:; bar 3: 1. :|; bar 4: 2.; bar 5: segno; bars 5-6: time; bar 6: to coda; bar 7: D.S. al coda; bar 8: coda';
    expect(formText(parseForm(text, 8)!)).toBe(text);
    expect(parseForm('Bar 2: :|  ;', 2)).toEqual(parseForm('bar 2: :|', 2));
  });

  it('says what is wrong in a chart’s own words', () => {
    expect(problem('bar 9: :|', 8)).toBe('form: "bar 9: :|", where the groove has bars 1 to 8');
    expect(problem('bar 2: repeat', 8)).toBe('form: "repeat" in "bar 2: repeat"');
    expect(problem('bar 3: |:', 8)).toBe('form: |: at bar 3 with no :| after it, where the repeat ends');
    expect(problem('bar 4: 1. :|', 8)).toBe('form: a 1st ending at bar 4 with no 2nd ending after it');
    expect(problem('bar 4: 1.; bar 5: 2.', 8)).toBe('form: a 1st ending ending at bar 4 without :| there');
    expect(problem('bar 4: 1. :|; bar 6: 2.', 8)).toBe(
      'form: a 2nd ending at bar 6, where it starts right after the 1st (at bar 5)',
    );
    expect(problem('bar 6: D.S. al coda', 8)).toBe('form: D.S. at bar 6 with no segno to go back to');
    expect(problem('bar 2: segno; bar 6: D.S. al coda; bar 7: coda', 8)).toBe(
      'form: "al coda" at bar 6 with no "to coda" to leave from',
    );
    expect(problem('bar 2: segno; bar 3: to coda; bar 6: D.S. al coda; bar 5: coda', 8)).toBe(
      'form: the coda at bar 5, where it must come after bar 6',
    );
    expect(problem('bar 3: fine', 8)).toBe('form: "fine" at bar 3 with no D.S. or D.C. to send the player there');
    expect(problem('bars 2-3: segno', 8)).toBe(
      'form: "bars 2-3: segno": only an ending, time or :| may take a range of bars',
    );
    expect(problem('bars 3-4: 1.; bar 3: |:; bar 4: :|; bar 5: 2.', 8)).toBe(
      'form: |: in the 1st ending (bar 3), which the repeat leaves',
    );
    expect(problem('bar 2: segno; bar 3: 1. :| to coda; bar 4: 2.; bar 5: D.S. al coda; bar 6: coda', 8)).toBe(
      'form: "to coda" in the 1st ending (bar 3), skipped after a D.S. or D.C.',
    );
  });
});

describe('a chart played', () => {
  const chart = parseGroove({
    title: 'Two bars, then an ending each time',
    tempo: '120',
    hihat: 'x-x-x-x- | x-x-x-x- | x-x-x-x- | X-------',
    kick: 'x---x--- | x---x--- | x---x-x- | x-------',
    form: 'bar 3: 1. :|; bar 4: 2.',
  });

  it('sounds its bars in the road map’s order, marking the steps written', () => {
    const timeline = timelineOf(chart);
    // Bars 1 2 3 1 2 4: six bars of four beats.
    expect(timeline.length).toBe(24);
    expect(timeline.barStarts).toEqual([0, 8, 16, 24, 32, 40]);
    expect(timeline.steps!.filter((_, index) => timeline.barStarts.includes(index))).toEqual([0, 8, 16, 0, 8, 24]);
    expect(timeline.at[41]).toBe(20.5);
    expect(timeline.drums.hihat![40]).toBe('accent');
    expect(timeline.drums.kick![22]).toBe('hit');
    expect(timeline.drums.kick![46]).toBeNull();
  });

  it('keeps its road map in the text written back, and a groove without one plays straight through', () => {
    expect(serializeGroove(chart).form).toBe('bar 3: 1. :|; bar 4: 2.');
    const straight = timelineOf(parseGroove({ title: 'Straight', tempo: '90', snare: 'x--- | x---' }));
    expect(straight.steps).toBeUndefined();
    expect(straight.barStarts).toEqual([0, 4]);
  });

  it('gives back its bars as written, once each, for the learner to loop some of; slash bars alone reorder nothing', () => {
    const played = timelineOf(chart);
    const written = writtenTimeline(played);
    expect(written).toEqual(timelineOf({ ...chart, form: undefined }));
    const slashes = parseGroove({ title: 'Time', tempo: '90', snare: 'x--- | x---', form: 'bars 1-2: time' });
    const time = timelineOf(slashes);
    expect(time.steps).toBeUndefined();
    expect(writtenTimeline(time)).toBe(time);
  });
});
