/**
 * The onset detector's thresholds (onset.ts), all set by one sensitivity: 0 hears only loud hits, 1 the softest
 * ghost notes. Each moves between its two ends in dB, so every threshold drops at once.
 */

/** A setting between its values at sensitivity 0 and 1, given in dB, as a ratio. */
function dbAt(sensitivity: number, atZero: number, atOne: number): number {
  return 10 ** ((atZero + (atOne - atZero) * sensitivity) / 20);
}

/** Ratios, except the rises, in dB. */
export class Thresholds {
  /** A band's jump over its envelope 3 ms before. */
  jump = 1;
  /** Or the bands' jumps together (their product, a sum in dB). */
  jumpTogether = 1;
  /** Over the band's noise floor. */
  overFloor = 1;
  /** Against the band's loudest recent sound: -14 dB keeps only accents, -46 dB the softest ghost notes. */
  underLoud = 1;
  /** A fixed floor for near silence: -40 dBFS .. -72 dBFS. */
  minimum = 0;
  /** Confirming: the rises of all bands added up (in dB), or the largest one alone. */
  riseSum = 0;
  riseOne = 0;

  /** Sets every threshold for a sensitivity from 0 to 1 (anything else is taken as the nearest, or 0.5). */
  set(value: number): void {
    const s = Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0.5));
    this.jump = dbAt(s, 12, 6);
    this.jumpTogether = dbAt(s, 30, 18);
    this.overFloor = dbAt(s, 18, 4);
    this.underLoud = dbAt(s, -14, -46);
    this.minimum = dbAt(s, -40, -72);
    this.riseSum = 18 - 11 * s;
    this.riseOne = 11 - 5 * s;
  }
}
