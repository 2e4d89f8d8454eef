/**
 * Each band's noise floor, for the onset detector's trigger (onset.ts): the quietest 10 ms (mean envelope) of the
 * last 3 s or so, kept as the minima of six half-second stretches. Even fast playing leaves some quiet moments in
 * three seconds, so a floor follows the room's noise and hum and not the drums.
 */

const FLOOR_STEP_S = 0.01;
const FLOOR_STRETCH_S = 0.5;
const FLOOR_STRETCHES = 6;

export class NoiseFloors {
  /** Each band's floor; -1 until the first 10 ms have passed (nothing is found before). */
  readonly floor: Float64Array;
  /** Each band's envelope summed over the current 10 ms: the detector adds every frame's (its hot loop). */
  readonly sum: Float64Array;
  private readonly bands: number;
  private readonly stretchMin: Float64Array;
  private readonly stretchMins: Float64Array;
  private readonly step: number;
  private readonly stretch: number;
  private fill = 0;
  private steps = 0;
  private stretchCount = 0;

  constructor(bands: number, rate: number) {
    this.bands = bands;
    this.floor = new Float64Array(bands).fill(-1);
    this.sum = new Float64Array(bands);
    this.stretchMin = new Float64Array(bands).fill(Infinity);
    this.stretchMins = new Float64Array(bands * FLOOR_STRETCHES).fill(Infinity);
    this.step = Math.max(1, Math.round(FLOOR_STEP_S * rate));
    this.stretch = Math.max(1, Math.round(FLOOR_STRETCH_S / FLOOR_STEP_S));
  }

  /** A frame's envelopes are in the sums: every 10 ms, the floors move. */
  frameAdded(): void {
    if (++this.fill === this.step) this.update();
  }

  /** Another 10 ms: each band's mean envelope over it updates the band's floor. */
  private update(): void {
    const { bands, sum, stretchMin, stretchMins, floor } = this;
    this.fill = 0;
    const stretchEnds = ++this.steps === this.stretch;
    const slot = this.stretchCount % FLOOR_STRETCHES;
    for (let band = 0; band < bands; band += 1) {
      const mean = sum[band]! / this.step;
      sum[band] = 0;
      if (mean < stretchMin[band]!) stretchMin[band] = mean;
      let lowest = stretchMin[band]!;
      for (let stretch = 0; stretch < FLOOR_STRETCHES; stretch += 1) {
        const value = stretchMins[band * FLOOR_STRETCHES + stretch]!;
        if (value < lowest) lowest = value;
      }
      floor[band] = lowest;
      if (stretchEnds) {
        stretchMins[band * FLOOR_STRETCHES + slot] = stretchMin[band]!;
        stretchMin[band] = Infinity;
      }
    }
    if (stretchEnds) {
      this.steps = 0;
      this.stretchCount += 1;
    }
  }
}
