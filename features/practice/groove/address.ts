/**
 * A groove in a page's address (after its `#`), so a link opens the same groove on any device with no server:
 * `#v=1&title=Basic+rock+beat&tempo=80&hihat=x-x-x-x-x-x-x-x-&snare=----x-------x---&kick=x-------x-------`
 * (bars apart by `%7C`, the bar line `|` escaped).
 * The parameters are the `<Groove>` attributes a lesson writes, so a link reads like the lesson text, and `v`
 * says which version of this format wrote it: a later format adds a version and keeps reading this one.
 * The groove builder opens and writes these addresses, and a lesson's groove links to the builder with one.
 */
import { VOICES } from './language';
import type { Groove, GrooveAttributes } from './parse';
import { serializeGroove } from './serialize';

/** The format written. */
export const ADDRESS_VERSION = '1';
/**
 * The most bars a groove's address carries: the builder edits no more (eight bars of sixteenths are 128 columns),
 * and a lesson's longer groove offers no link to it.
 */
export const MAX_ADDRESS_BARS = 8;
/**
 * The longest groove address read, in characters after the `?`: the longest the builder can make (eight bars of
 * 12/8 at eight steps a beat, every row full: about 12,700) fits; browsers keep addresses of 32,000 and more.
 */
export const MAX_ADDRESS_LENGTH = 16000;

/** The attributes a groove's address may carry, in the order written. */
const KEYS: readonly (keyof GrooveAttributes)[] = [
  'title',
  'tempo',
  'signature',
  'subdivision',
  ...VOICES,
  'sticking',
  'feet',
  'dynamics',
  'beams',
  'swing',
  'tempoChange',
  'form',
];

/**
 * Escapes what an address must, and leaves readable what it may carry as it is: the time signature's slash, the
 * tempo change's colon, the steps' dashes. A space is `+`. The bar line is `%7C`: a `|` is not allowed in an
 * address, and chat apps end a link at it.
 */
function escaped(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%2F/gi, '/').replace(/%3A/gi, ':');
}

/** What follows the `#` (or a `?`) of an address that opens a groove with these attributes. */
export function addressOf(attributes: GrooveAttributes): string {
  return [
    `v=${ADDRESS_VERSION}`,
    ...KEYS.flatMap((key) => (attributes[key] === undefined ? [] : [`${key}=${escaped(attributes[key]!)}`])),
  ].join('&');
}

/** The address of a parsed groove. */
export const grooveAddress = (groove: Groove): string => addressOf(serializeGroove(groove));

/**
 * What an address holds after its `#` (or `?`): the groove's attributes, as yet unparsed; undefined when it holds no
 * groove (no `v`); or why it cannot be read: too long, written by a later version, or damaged (with what is wrong).
 */
export type ReadAddress =
  | { attributes: GrooveAttributes }
  | { problem: 'too-long' }
  | { problem: 'newer' }
  | { problem: 'damaged'; detail: string }
  | undefined;

export function readAddress(search: string): ReadAddress {
  const query = search.replace(/^[?#]/, '');
  if (query.length > MAX_ADDRESS_LENGTH) return { problem: 'too-long' };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return { problem: 'damaged', detail: 'the address could not be read' };
  }
  const version = params.get('v');
  if (version === null) return undefined;
  if (version !== ADDRESS_VERSION) {
    return /^\d+$/.test(version) && Number(version) > Number(ADDRESS_VERSION)
      ? { problem: 'newer' }
      : { problem: 'damaged', detail: `the version "${version}" is not one the builder writes` };
  }
  const attributes: GrooveAttributes = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null) attributes[key] = value;
  }
  return { attributes };
}
