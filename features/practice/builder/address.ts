/**
 * The builder's groove in the page's address: written and read in the groove's address form (groove/address.ts),
 * with the builder's own limits. A link that is damaged, too long, too many bars long or from a later version is
 * refused with what is wrong, in the content check's words where the groove itself is at fault.
 */
import { addressOf, MAX_ADDRESS_BARS, MAX_ADDRESS_LENGTH, readAddress } from '@/features/practice/groove/address';
import { GrooveError, parseGroove } from '@/features/practice/groove/parse';
import { attributesOf, writtenOf } from '@/features/practice/groove/serialize';
import { fillIn } from '@/lib/format';
import type { Draft } from './draft';

/** What follows the `#` (or a `?`) of an address that opens this draft. */
export const searchOf = (draft: Draft): string => addressOf(attributesOf(draft));

export type Opened = { draft: Draft } | { problem: string } | undefined;

/**
 * The draft an address holds after its `#` (or `?`): undefined when it holds none (no `v`), a problem in words when it
 * cannot be opened. `words` are the builder's messages, from content/interface.yaml.
 */
export function openSearch(
  search: string,
  words: { linkTooLong: string; linkNewer: string; linkDamaged: string; linkTooManyBars: string },
): Opened {
  const read = readAddress(search);
  if (!read) return undefined;
  if ('problem' in read) {
    if (read.problem === 'too-long') return { problem: fillIn(words.linkTooLong, { max: MAX_ADDRESS_LENGTH }) };
    if (read.problem === 'newer') return { problem: words.linkNewer };
    return { problem: fillIn(words.linkDamaged, { detail: read.detail }) };
  }
  try {
    const groove = parseGroove(read.attributes);
    if (groove.bars > MAX_ADDRESS_BARS)
      return { problem: fillIn(words.linkTooManyBars, { max: MAX_ADDRESS_BARS, bars: groove.bars }) };
    return { draft: writtenOf(groove) };
  } catch (error) {
    if (error instanceof GrooveError) return { problem: fillIn(words.linkDamaged, { detail: error.message }) };
    throw error;
  }
}
