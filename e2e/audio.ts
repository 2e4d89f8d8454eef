/** What the practice tools' specs observe of the sound: every note the page schedules on the audio clock. */

/** Records every sound the page schedules: when it starts on the audio clock, and its first pitch. */
export async function recordNotes(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    const notes: { time: number; pitch: number }[] = [];
    (window as unknown as { notes: typeof notes }).notes = notes;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      (window as unknown as { audioNow: () => number }).audioNow = () => this.currentTime;
      const oscillator = create.call(this);
      const note = { time: NaN, pitch: NaN };
      const setValueAtTime = oscillator.frequency.setValueAtTime.bind(oscillator.frequency);
      oscillator.frequency.setValueAtTime = (value: number, time: number) => {
        if (Number.isNaN(note.pitch)) note.pitch = value;
        return setValueAtTime(value, time);
      };
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (time?: number) => {
        note.time = time ?? 0;
        notes.push(note);
        start(time);
      };
      return oscillator;
    };
  });
  return () => page.evaluate(() => (window as unknown as { notes: { time: number; pitch: number }[] }).notes.map((note) => ({ ...note })));
}

/**
 * Each note's place in the count (in clicks) when the tempo changes from bar to bar: from one note
 * to the next it moves a click at a time by the interval of the bar that click is in, as the
 * speed trainer schedules them. A note that lands on no click fails; a gap of several clicks is
 * a rest, or a click a busy machine skipped (features/practice/engine/audio-engine.ts).
 */
export function placesAtTempos(notes: { time: number }[], clicksPerBar: number, subdivision: number, tempoOfBar: (bar: number) => number): number[] {
  const interval = (place: number) => 60 / tempoOfBar(Math.floor(place / clicksPerBar)) / subdivision;
  const places = [0];
  for (let index = 1; index < notes.length; index += 1) {
    let place = places[index - 1]!;
    let time = notes[index - 1]!.time;
    while (time < notes[index]!.time - 0.001 && place - places[index - 1]! < 3 * subdivision) {
      time += interval(place);
      place += 1;
    }
    const gaps = notes.slice(1, index + 1).map((note, at) => (note.time - notes[at]!.time).toFixed(4));
    if (Math.abs(time - notes[index]!.time) >= 0.001) throw new Error(`note ${index} is on no click of the plan; gaps: ${gaps.join(' ')}`);
    places.push(place);
  }
  return places;
}
