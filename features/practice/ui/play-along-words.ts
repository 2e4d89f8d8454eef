import type { Words } from '@/lib/content';
import { PLAY_ALONG_WORDS } from '@/lib/routes';
import { fetchedWords } from '@/lib/fetched-words';

export type PlayAlongWords = Words['playAlong'];

const words = fetchedWords<PlayAlongWords>(PLAY_ALONG_WORDS);

/** Play-along's words (and recording's), fetched once a page with their code on first use: no page carries them in its own data. */
export const loadWords = words.load;
