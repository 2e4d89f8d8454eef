'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { unlockAudio } from '@/features/practice/playback/audio-context';
import { HEARD_EVENT, openMicrophone, openMidi, outputDelay, type InputHit } from '../play-along/inputs';
import { PlayAlongSession, type SessionDeps, type SessionProps, type SessionState } from '../play-along/session';

/** The sound engine, fetched when play-along first needs it (it is the player's too, so usually there already). */
const engine = () => import('@/features/practice/playback/audio-engine');

/**
 * The sound output in use, by name: a delay measured through a laptop's speakers is not the one through Bluetooth
 * headphones, so each keeps its own. Browsers name devices only once a permission was given (the microphone's);
 * otherwise it is "the default output", whatever that is.
 */
export async function outputName(): Promise<string> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    const outputs = devices.filter((device) => device.kind === 'audiooutput');
    const output = outputs.find((device) => device.deviceId === 'default') ?? outputs[0];
    return output?.label || 'default output';
  } catch {
    return 'default output';
  }
}

/** What a session uses of the browser: the page's audio, Web MIDI and the microphone, the device's store. */
const BROWSER: SessionDeps<AudioContext> = {
  audio: unlockAudio,
  open: async (kind, context, events, { anyPad, sensitivity, learnt }) =>
    kind === 'midi'
      ? openMidi(context, learnt, events, { anyPad })
      : openMicrophone(context, (await engine()).outputTap(context), sensitivity, events),
  hold: async () => (await engine()).holdAudio(),
  outputName,
  outputDelay,
  clicks: async () => {
    const { play, playClick } = await engine();
    return (context, { bpm, beatsPerBar }, onBeat, takenOver) =>
      play({
        context,
        pattern: { bpm, beatsPerBar, subdivision: 1 },
        sound: (click, output) => {
          const sound = onBeat(click.index, click.time);
          if (sound) playClick(output, click.time, sound);
        },
        onClick: () => {},
        takenOver,
      });
  },
  store: () => import('@/features/progress/client'),
  heard: (hit) => window.dispatchEvent(new CustomEvent<InputHit>(HEARD_EVENT, { detail: hit })),
};

/** A play-along session for as long as the panel is in the page, and its state as it changes. */
export function usePlayAlongSession(props: SessionProps): [PlayAlongSession<AudioContext>, SessionState] {
  const [session] = useState(() => new PlayAlongSession(BROWSER, props));
  // The session reads the props as they are now, as the input's messages and the timers come.
  useEffect(() => session.setProps(props));
  // Leaving the page lets go of the input.
  useEffect(() => {
    session.mount();
    return () => session.dispose();
  }, [session]);
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return [session, state];
}
