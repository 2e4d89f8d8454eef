import { describe, expect, it } from 'vitest';
import { addressOf, readAddress } from './address';

describe('a groove in an address', () => {
  it('keeps slashes and colons readable, escapes the bar line, and reads back the attributes it was written from', () => {
    const attributes = { title: 'Odd & even?', signature: '7/8', snare: 'x-x-x-x|x-x-x-x', tempoChange: 'bar 2: 90' };
    const address = addressOf(attributes);
    expect(address).toBe('v=1&title=Odd+%26+even%3F&signature=7/8&snare=x-x-x-x%7Cx-x-x-x&tempoChange=bar+2:+90');
    expect(readAddress(address)).toEqual({ attributes });
    expect(readAddress(`#${address}`)).toEqual({ attributes });
  });

  it('holds no groove without a version, and says why it cannot read a later, damaged or too long one', () => {
    expect(readAddress('?utm_source=news')).toBeUndefined();
    expect(readAddress('v=2&snare=x')).toEqual({ problem: 'newer' });
    expect(readAddress('v=one&snare=x')).toEqual({
      problem: 'damaged',
      detail: 'the version "one" is not one the builder writes',
    });
    expect(readAddress(`v=1&title=${'a'.repeat(16000)}`)).toEqual({ problem: 'too-long' });
  });
});
