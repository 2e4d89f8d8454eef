/**
 * What the site keeps on a visitor's own device, in their browser's storage, and nowhere else: the one module that
 * touches localStorage and sessionStorage. Features say what they keep and how it reads back (a DeviceValue, or
 * deviceChoice); this module knows every name, moves a value from the name an earlier version of the site used, and
 * tells subscribers of changes, from this page or another tab.
 *
 * Storage can refuse (blocked by privacy settings, full, or gone with a private window): reads then find nothing and
 * writes say why they failed; nothing here throws.
 *
 * It runs in every page's first scripts (the header's theme toggle and `/` key use it): keep it small, and keep
 * validators with a library's weight (valibot) in the features that load later.
 */

/** Before every name the site keeps, so its names are told apart from anything else on the origin. */
export const DEVICE_PREFIX = 'backbeat:';

/** What the site keeps, by its name after the prefix. The privacy policy (content/legal/privacy.md) names each. */
export type DeviceKey = 'progress' | 'theme' | 'groove-view' | 'search-shortcut' | 'donation-dismissed';

interface KeyInfo {
  /** Kept for the tab only (sessionStorage), not until the visitor clears it (localStorage). */
  session?: true;
  /** Kept by earlier versions under its name without the prefix: read from there once, and moved. */
  moved?: true;
}

export const DEVICE_KEYS: Record<DeviceKey, KeyInfo> = {
  progress: {},
  theme: { moved: true },
  'groove-view': { moved: true },
  'search-shortcut': { moved: true },
  'donation-dismissed': { session: true },
};

/** The name a key was kept under before it had the prefix, if it was. */
export const formerName = (key: DeviceKey) => (DEVICE_KEYS[key].moved ? key : undefined);

/** The name a key is kept under in the browser's storage. */
export const storedName = (key: DeviceKey) => DEVICE_PREFIX + key;

/** Why a write did not happen: storage blocked (privacy settings) or full. */
export type StorageProblem = 'blocked' | 'full';
export type WriteResult = { ok: true } | { ok: false; problem: StorageProblem };

/** One thing kept under a key: how it is written as text and read back. */
export interface DeviceValue<T> {
  readonly key: DeviceKey;
  /** The value in stored text, or undefined when the text is not one this version writes. */
  readonly read: (text: string) => T | undefined;
  readonly write: (value: T) => string;
}

/** A choice of a few words, kept as the word. */
export function deviceChoice<const T extends string>(key: DeviceKey, choices: readonly T[]): DeviceValue<T> {
  return { key, read: (text) => choices.find((choice) => choice === text), write: String };
}

const storageOf = (key: DeviceKey): Storage => (DEVICE_KEYS[key].session ? sessionStorage : localStorage);

/** The key's text, moved first from its former name if an earlier version kept it there. Throws where refused. */
function textOf(key: DeviceKey): string | null {
  const storage = storageOf(key);
  const name = storedName(key);
  const former = formerName(key);
  let text = storage.getItem(name);
  if (text === null && former && (text = storage.getItem(former)) !== null) {
    try {
      storage.setItem(name, text);
      storage.removeItem(former);
    } catch {
      // Full: it stays under its former name, and is read from there again next time.
    }
  }
  return text;
}

/** The value kept under the key: undefined when nothing is, when storage is refused, or when the text is not one this version writes. */
export function readDevice<T>(value: DeviceValue<T>): T | undefined {
  let text: string | null;
  try {
    text = textOf(value.key);
  } catch {
    return undefined;
  }
  return text === null ? undefined : value.read(text);
}

function problemOf(error: unknown): StorageProblem {
  // QuotaExceededError (code 22; Firefox's NS_ERROR_DOM_QUOTA_REACHED, 1014): the device's storage is full.
  return error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.code === 22 || error.code === 1014)
    ? 'full'
    : 'blocked';
}

/** Who is told of a change to which key. One entry per subscription, so a listener may subscribe twice. */
const subscribers = new Set<{ key: DeviceKey; listener: () => void }>();
let listening = false;

function change(key: DeviceKey, act: (storage: Storage, name: string) => void): WriteResult {
  try {
    const storage = storageOf(key);
    act(storage, storedName(key));
    // A value under the former name, never read (storage that refused the move), must not outlive a new choice.
    const former = formerName(key);
    if (former) storage.removeItem(former);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  for (const each of subscribers) if (each.key === key) each.listener();
  return { ok: true };
}

export function writeDevice<T>(value: DeviceValue<T>, next: T): WriteResult {
  return change(value.key, (storage, name) => storage.setItem(name, value.write(next)));
}

export function forgetDevice<T>(value: DeviceValue<T>): WriteResult {
  return change(value.key, (storage, name) => storage.removeItem(name));
}

/** The browser's storage event, one listener for the page, handed to the subscribers of the key it names. */
function fromOtherTab(event: StorageEvent) {
  for (const { key, listener } of subscribers)
    if ((event.key === null || event.key === storedName(key)) && event.storageArea === storageOf(key)) listener();
}

/**
 * Calls `listener` whenever the key's value may have changed: written or forgotten on this page (through this
 * module), or in another tab of the site (the browser's storage event; a cleared storage counts for every key).
 * The page listens to that event once, from the first subscription on.
 */
export function subscribeDevice(key: DeviceKey, listener: () => void): () => void {
  if (!listening) window.addEventListener('storage', fromOtherTab);
  listening = true;
  const entry = { key, listener };
  subscribers.add(entry);
  return () => void subscribers.delete(entry);
}

/**
 * For the scripts inlined in <head> that run before any module (a remembered theme or groove view must show from
 * the first paint): JavaScript for the key's stored text or null, moved first from its former name as readDevice
 * moves it. Storage that is refused throws, so the script wraps it in `try`.
 */
export function firstPaintRead(key: DeviceKey): string {
  const name = JSON.stringify(storedName(key));
  const former = formerName(key);
  if (!former) return `localStorage.getItem(${name})`;
  const old = JSON.stringify(former);
  return `(function(s,v){if((v=s.getItem(${name}))===null&&(v=s.getItem(${old}))!==null)try{s.setItem(${name},v);s.removeItem(${old})}catch(e){}return v})(localStorage)`;
}
