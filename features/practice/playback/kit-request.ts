/**
 * Asks for the recorded kit's file: called in the press of the first Play or Start, beside the sound
 * engine's own code, so the two download at once. Never before a press: a visitor who only reads a
 * lesson downloads no sound. A failed request (offline, before the service worker kept the file) is
 * asked again on the next press; until then the engine plays its synthesised sounds.
 */
import { KIT_URL } from './kit-url';

let request: Promise<ArrayBuffer> | undefined;

export function requestKit(): Promise<ArrayBuffer> {
  request ??= fetch(KIT_URL).then((response) => {
    // 204: the service worker has no copy and there is no connection (features/offline/service-worker.ts).
    if (!response.ok || response.status === 204) throw new Error(`${KIT_URL}: ${response.status}`);
    return response.arrayBuffer();
  });
  const asked = request;
  asked.catch(() => {
    if (request === asked) request = undefined;
  });
  return asked;
}
