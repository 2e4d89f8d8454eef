import { describe, expect, it } from 'vitest';
import { fillIn, formatCount, formatDollars, formatDuration, formatFileSize } from './format';

describe('format', () => {
  it('writes lesson lengths as on the cards', () => {
    expect(formatDuration(30)).toBe('30 mins');
    expect(formatDuration(1)).toBe('1 min');
  });
  it('writes a download size in KB, or MB with one decimal', () => {
    expect(formatFileSize(101_205)).toBe('99 KB');
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(1_468_006)).toBe('1.4 MB');
  });
  it('writes resource counts with a plus', () => {
    expect(formatCount(1000)).toBe('1000+');
  });
  it('writes donation amounts in dollars', () => {
    expect(formatDollars(25)).toBe('$25');
  });
  it('fills the placeholders of a text from content, every time they appear, and leaves others alone', () => {
    expect(fillIn('Taught by {name}', { name: 'Maya Okafor' })).toBe('Taught by Maya Okafor');
    expect(fillIn('{count} lessons match “{query}”', { count: 0, query: 'flam' })).toBe('0 lessons match “flam”');
    expect(fillIn('{a}{a}', { a: 1 })).toBe('11');
    expect(fillIn('Keep {this}', {})).toBe('Keep {this}');
    // A value is not read as a placeholder in turn.
    expect(fillIn('Search: {query}', { query: '{name}', name: 'x' })).toBe('Search: {name}');
  });
});
