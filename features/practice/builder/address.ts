/**
 * A groove in a page's address (after its `#`), so a link opens the same groove on any device with no server:
 * `#v=1&title=Basic+rock+beat&tempo=80&hihat=x-x-x-x-x-x-x-x-&snare=----x-------x---&kick=x-------x-------`
 * (bars apart by `%7C`, the bar line `|` escaped).
 * The parameters are the `<Groove>` attributes a lesson writes, so a link reads like the lesson text, and `v`
 * says which version of this format wrote it: a later format adds a version and keeps reading this one.
 * A link that is damaged, too long or from a later version is refused with what is wrong, in the content
 * check's words where the groove itself is at fault.
 */
import { GrooveError, parseGroove, VOICES, type GrooveAttributes } from '@/features/practice/groove/parse';
import { fillIn } from '@/lib/format';
import { attributesOf, writtenOf } from '@/features/practice/groove/serialize';
import { MAX_BARS, type Draft } from './draft';

/** The format this builder writes. */
export const ADDRESS_VERSION = '1';
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
];

/**
 * Escapes what an address must, and leaves readable what it may carry as it is: the time signature's slash, the
 * tempo change's colon, the steps' dashes. A space is `+`. The bar line is `%7C`: a `|` is not allowed in an
 * address, and chat apps end a link at it.
 */
function escaped(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%2F/gi, '/').replace(/%3A/gi, ':');
}

/** What follows the `#` (or a `?`) of an address that opens this draft. */
export function searchOf(draft: Draft): string {
  const attributes = attributesOf(draft);
  return [
    `v=${ADDRESS_VERSION}`,
    ...KEYS.flatMap((key) => (attributes[key] === undefined ? [] : [`${key}=${escaped(attributes[key]!)}`])),
  ].join('&');
}

export type Opened = { draft: Draft } | { problem: string } | undefined;

/**
 * The draft an address holds after its `#` (or `?`): undefined when it holds none (no `v`), a problem in words when it
 * cannot be opened. `words` are the builder's messages, from content/interface.yaml.
 */
export function openSearch(
  search: string,
  words: { linkTooLong: string; linkNewer: string; linkDamaged: string; linkTooManyBars: string },
): Opened {
  const query = search.replace(/^[?#]/, '');
  if (query.length > MAX_ADDRESS_LENGTH) return { problem: fillIn(words.linkTooLong, { max: MAX_ADDRESS_LENGTH }) };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return { problem: fillIn(words.linkDamaged, { detail: 'the address could not be read' }) };
  }
  const version = params.get('v');
  if (version === null) return undefined;
  if (version !== ADDRESS_VERSION) {
    return /^\d+$/.test(version) && Number(version) > Number(ADDRESS_VERSION)
      ? { problem: words.linkNewer }
      : { problem: fillIn(words.linkDamaged, { detail: `the version "${version}" is not one the builder writes` }) };
  }
  const attributes: GrooveAttributes = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value !== null) attributes[key] = value;
  }
  try {
    const groove = parseGroove(attributes);
    if (groove.bars > MAX_BARS) return { problem: fillIn(words.linkTooManyBars, { max: MAX_BARS, bars: groove.bars }) };
    return { draft: writtenOf(groove) };
  } catch (error) {
    if (error instanceof GrooveError) return { problem: fillIn(words.linkDamaged, { detail: error.message }) };
    throw error;
  }
}
