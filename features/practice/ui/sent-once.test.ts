import { describe, expect, it } from 'vitest';
import { sentOnce } from './sent-once';

describe('sentOnce', () => {
  it('gives the first object of a content back for every later one with the same content, and no other', () => {
    const first = sentOnce({ play: 'Play', stop: 'Stop' });
    expect(sentOnce({ play: 'Play', stop: 'Stop' })).toBe(first);
    const other = sentOnce({ play: 'Spielen', stop: 'Stop' });
    expect(other).not.toBe(first);
    expect(other).toEqual({ play: 'Spielen', stop: 'Stop' });
  });
});
