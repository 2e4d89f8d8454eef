import { describe, expect, it } from 'vitest';
import { matchesQuery } from './search';

const lesson = { title: 'Ghost Notes and Groove Feel', description: 'Quiet snare strokes between the backbeats.' };

describe('matchesQuery', () => {
  it('matches any part of the title, ignoring case', () => {
    expect(matchesQuery(lesson, 'GHOST')).toBe(true);
    expect(matchesQuery(lesson, 'groove f')).toBe(true);
  });
  it('matches the description too', () => {
    expect(matchesQuery(lesson, 'backbeat')).toBe(true);
  });
  it('does not match words that are in neither', () => {
    expect(matchesQuery(lesson, 'double bass')).toBe(false);
  });
  it('shows everything for an empty or blank query', () => {
    expect(matchesQuery(lesson, '')).toBe(true);
    expect(matchesQuery(lesson, '   ')).toBe(true);
  });
  it('ignores spaces around the query but not inside it', () => {
    expect(matchesQuery(lesson, '  notes and ')).toBe(true);
    expect(matchesQuery(lesson, 'notesand')).toBe(false);
  });
});
