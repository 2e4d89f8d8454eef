import { describe, expect, it } from 'vitest';
import { measureDelay } from './calibrate';

const clicks = [1, 1.6, 2.2, 2.8, 3.4, 4, 4.6, 5.2];

describe('the delay calibration measures', () => {
  it('is the median of each click’s nearest tap, in whole milliseconds', () => {
    const taps = [1.01, 1.62, 2.23, 2.84, 3.45, 4.06];
    // Six clicks with a tap (10 to 60 ms late): the median is between 30 and 40.
    expect(measureDelay(clicks, taps)).toEqual({ near: 6, ms: 35 });
    // A tap may come early too: offsets -20, -10, 0, 10, 20.
    expect(measureDelay(clicks, [0.98, 1.59, 2.2, 2.81, 3.42])).toEqual({ near: 5, ms: 0 });
  });

  it('leaves out clicks with no tap within a quarter second, and needs five', () => {
    // Taps far from every click (0.3 s off) count for none; a stray tap does not stop the nearest one counting.
    expect(measureDelay(clicks, [1.3, 1.9, 2.5, 3.1, 3.7, 4.3])).toEqual({ near: 0 });
    expect(measureDelay(clicks, [1.02, 1.1, 1.62, 2.22, 2.82])).toEqual({ near: 4 });
    expect(measureDelay(clicks, [1.02, 1.1, 1.62, 2.22, 2.82, 3.42])).toEqual({ near: 5, ms: 20 });
  });
});
