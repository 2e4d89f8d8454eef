import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars, formatDuration } from './format';

describe('format', () => {
  it('writes lesson lengths as on the cards', () => {
    expect(formatDuration(30)).toBe('30 mins');
    expect(formatDuration(1)).toBe('1 min');
  });
  it('writes resource counts with a plus', () => {
    expect(formatCount(1000)).toBe('1000+');
  });
  it('writes donation amounts in dollars', () => {
    expect(formatDollars(25)).toBe('$25');
  });
});
