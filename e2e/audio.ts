/**
 * What the practice tools' specs observe of the sound. Most tests read the player's own record of every sound it
 * queues (the engine's `practice:queued` event: when, on the audio clock, and what), on a fake clock the test
 * moves: the page's timers and its audio clock both follow Playwright's clock, so a bar at 60 BPM takes no time
 * and a busy machine cannot make a click late. Whatever the instrument sounds like, the record is the same.
 * `listenToSpeakers` is the other half: that real sound reaches the speakers, on the real clock.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { QUEUED_EVENT, type QueuedSound } from '../features/practice/playback/audio-engine';

export type { QueuedSound };

interface Recorded {
  queuedSounds: QueuedSound[];
  /** Each change of a watched attribute, in order: the value it took (null when removed). */
  attributeLog: { selector: string; value: string | null }[];
}

/**
 * Installs the fake clock (standing still until the test moves it) and the record of queued sounds. Call before
 * the page loads. Returns `sounds()`, the record so far, and `play(ms)`, which moves the clock on a step at a
 * time so the page can draw between steps, as it would between a real clock's ticks.
 */
export async function fakeAudioClock(page: Page) {
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-06-01T10:00:01Z'));
  await page.addInitScript((event) => {
    const recorded = window as unknown as Recorded;
    recorded.queuedSounds = [];
    recorded.attributeLog = [];
    window.addEventListener(event, (queued) => recorded.queuedSounds.push((queued as CustomEvent<QueuedSound>).detail));
    // The audio clock reads the page's clock, which the test moves: sounds are queued exactly where the plan puts them.
    Object.defineProperty(BaseAudioContext.prototype, 'currentTime', {
      configurable: true,
      get: () => performance.now() / 1000,
    });
  }, QUEUED_EVENT);
  const sounds = () => page.evaluate(() => (window as unknown as Recorded).queuedSounds.map((sound) => ({ ...sound })));
  const play = async (ms: number, step = 50) => {
    for (let done = 0; done < ms; done += step) await page.clock.runFor(Math.min(step, ms - done));
  };
  return { sounds, play, now: () => page.evaluate(() => performance.now() / 1000) };
}

/**
 * Presses a tool's Start or Play and moves the clock on until its player has queued a sound: the engine's code
 * arrives over the network first, and until then the clock may run with nothing to play.
 */
export async function startAndWaitForSound(button: Locator, clock: Awaited<ReturnType<typeof fakeAudioClock>>) {
  await button.click();
  await expect
    .poll(async () => {
      await clock.play(50);
      return (await clock.sounds()).length;
    })
    .toBeGreaterThan(0);
}

/** Logs every value an attribute takes on the elements `selector` finds (as they are when called), in the page, as it happens. */
export async function watchAttribute(page: Page, selector: string, attribute: string) {
  await page.evaluate(
    ([selector, attribute]) => {
      const log = (window as unknown as Recorded).attributeLog;
      for (const element of document.querySelectorAll(selector)) {
        new MutationObserver(() => log.push({ selector, value: element.getAttribute(attribute) })).observe(element, {
          attributes: true,
          attributeFilter: [attribute],
        });
      }
    },
    [selector, attribute] as const,
  );
  return () =>
    page.evaluate(
      (selector) =>
        (window as unknown as Recorded).attributeLog
          .filter((entry) => entry.selector === selector)
          .map((entry) => entry.value),
      selector,
    );
}

/** Clicks (not drums) in the record. */
export function clicksOf(sounds: QueuedSound[]) {
  return sounds.filter((sound): sound is Extract<QueuedSound, { sound: 'click' }> => sound.sound === 'click');
}

/**
 * Each note's place in the count (in clicks) when the tempo changes from bar to bar: from one note
 * to the next it moves a click at a time by the interval of the bar that click is in, as the
 * speed trainer schedules them. A note that lands on no click fails; a gap of several clicks is a rest.
 */
export function placesAtTempos(
  notes: { time: number }[],
  clicksPerBar: number,
  subdivision: number,
  tempoOfBar: (bar: number) => number,
): number[] {
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
    if (Math.abs(time - notes[index]!.time) >= 0.001)
      throw new Error(`note ${index} is on no click of the plan; gaps: ${gaps.join(' ')}`);
    places.push(place);
  }
  return places;
}

/**
 * Taps the page's real audio output: every node connected to the speakers also feeds an analyser, and
 * `level()` says how loud the loudest sample was since it was last asked (0 is silence). Call before the page loads.
 */
export async function listenToSpeakers(page: Page) {
  await page.addInitScript(() => {
    const analysers = new Map<BaseAudioContext, AnalyserNode>();
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      const result = connect.apply(this, args);
      if (args[0] === this.context.destination) {
        let analyser = analysers.get(this.context);
        if (!analyser) {
          analyser = this.context.createAnalyser();
          analysers.set(this.context, analyser);
        }
        connect.call(this, analyser);
      }
      return result;
    } as typeof AudioNode.prototype.connect;
    // A peak meter: the analyser holds the last 43 ms, so it is read every 20 ms and the loudest sample kept.
    let peak = 0;
    const samples = new Float32Array(2048);
    setInterval(() => {
      for (const analyser of analysers.values()) {
        analyser.getFloatTimeDomainData(samples);
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      }
    }, 20);
    (window as unknown as { speakerLevel: () => number }).speakerLevel = () => {
      const loudest = peak;
      peak = 0;
      return loudest;
    };
  });
  const level = () => page.evaluate(() => (window as unknown as { speakerLevel: () => number }).speakerLevel());
  return {
    level,
    /** Waits until something is heard. Silence is exactly 0; a quiet hi-hat between louder strokes is well above this. */
    heard: () => expect.poll(level, { timeout: 10_000 }).toBeGreaterThan(0.005),
    /**
     * The loudest sample over a whole second is 0: longer than a beat at the slowest tempo the tests start at, so a
     * player that went on would be heard. The second starts once the analyser's window (its last 43 ms, longer on a
     * busy machine's audio thread) no longer holds what sounded before the stop: read at once, it still did (a tail
     * at 0.003, once in CI run 51).
     */
    silentForASecond: async () => {
      await page.waitForTimeout(250);
      await level();
      await page.waitForTimeout(1000);
      expect(await level()).toBe(0);
    },
  };
}
