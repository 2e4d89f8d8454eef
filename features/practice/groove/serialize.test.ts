import { describe, expect, it } from 'vitest';
import { writtenGrooves } from '@/features/practice/testing/written-grooves';
import { grooveAddress, readAddress } from './address';
import { parseGroove, type Groove } from './parse';
import { placesOf } from './places';
import { attributesOf, GROOVE_LINES, serializeGroove, writtenOf } from './serialize';

/** A groove's music: what parsing depends on but its derived shapes and places. */
const music = (groove: Groove) => ({ ...groove, shapes: undefined, places: undefined });

describe('a groove written back as text', () => {
  it('reads back as the same music, for every groove the lessons and rudiments hold, and writes the same text again', () => {
    expect(writtenGrooves.length).toBeGreaterThan(60);
    for (const { file, attributes } of writtenGrooves) {
      const groove = parseGroove(attributes);
      const text = serializeGroove(groove);
      const again = parseGroove(text);
      expect(music(again), file).toEqual(music(groove));
      expect(serializeGroove(again), file).toEqual(text);
      // Through the address form, too.
      const read = readAddress(grooveAddress(groove));
      expect(read && 'attributes' in read ? read.attributes : read, file).toEqual(text);
    }
  });

  it('writes what a lesson would: the drums that play, the lines under the notes, and only the settings in use', () => {
    const groove = parseGroove({
      title: 'Everything',
      tempo: '96',
      signature: '7/8',
      subdivision: '2 2 2 2 2 2 3',
      beams: '3+2+2',
      hihat: 'x.x.x.x.x.x.X__',
      crash: '---------------',
      kick: 'x-------x------',
      sticking: 'R-R-R-R-R-R-L--',
      dynamics: 'p-----<-----f--',
    });
    expect(serializeGroove(groove)).toEqual({
      title: 'Everything',
      tempo: '96',
      signature: '7/8',
      subdivision: '2 2 2 2 2 2 3',
      // A rest is written `-`, whichever of the two rests the lesson wrote; a silent drum's line is left out.
      hihat: 'x-x-x-x-x-x-X__',
      kick: 'x-------x------',
      sticking: 'R-R-R-R-R-R-L--',
      dynamics: 'p-----<-----f--',
      beams: '3+2+2',
    });
    expect(writtenOf(groove).lines.crash).toEqual(Array(15).fill('-'));
  });

  it('writes bars apart with the bar line, a subdivision that differs by bar, swing and a metric modulation', () => {
    const groove = parseGroove({
      title: 'Two shapes',
      subdivision: '4 4 4 6 | 3 3 3 3',
      swing: 'sixteenths',
      snare: 'x-x-x-x-x-x-x-x-x-|xxxxxxxxxxxx',
      tempoChange: 'bar 2: dotted quarter = quarter',
    });
    expect(serializeGroove(groove)).toMatchObject({
      subdivision: '4 4 4 6 | 3 3 3 3',
      snare: 'x-x-x-x-x-x-x-x-x-|xxxxxxxxxxxx',
      swing: 'sixteenths',
      tempoChange: 'bar 2: dotted quarter = quarter',
    });
    // Bars whose steps the parser infers need no subdivision.
    expect(serializeGroove(parseGroove({ title: 'Plain', snare: 'x-x-x-x-|x-x-x-x-x-x-x-x-' }))).toEqual({
      title: 'Plain',
      tempo: '80',
      snare: 'x-x-x-x-|x-x-x-x-x-x-x-x-',
    });
  });

  it('gives a groove with no notes a silent snare line, so its bars keep their length', () => {
    const silent = { ...writtenOf(parseGroove({ title: 'Rest', snare: 'x---x---' })), lines: {} };
    expect(attributesOf(silent)).toEqual({ title: 'Rest', tempo: '80', snare: '--------' });
  });

  it('lists its lines in the order a lesson writes them: the drums top to bottom, then sticking, feet, dynamics', () => {
    expect(GROOVE_LINES.slice(-3)).toEqual(['sticking', 'feet', 'dynamics']);
    expect(Object.keys(serializeGroove(parseGroove({ title: 'Order', kick: 'x---', hihat: 'x-x-' })))).toEqual([
      'title',
      'tempo',
      'hihat',
      'kick',
    ]);
  });
});

describe('the places of the steps', () => {
  it('are where the parser puts them, from the bars’ cells alone', () => {
    for (const { file, attributes } of writtenGrooves) {
      const groove = parseGroove(attributes);
      expect(placesOf(groove.shapes.map((shape) => shape.cells)), file).toEqual(groove.places);
    }
  });
});
