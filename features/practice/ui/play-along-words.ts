import type { Words } from '@/lib/content';
import { PLAY_ALONG_WORDS } from '@/lib/routes';

export type PlayAlongWords = Words['playAlong'];

let wordsRequest: Promise<PlayAlongWords> | undefined;

/**
 * Play-along's words (and recording's), fetched once a page with their code on first use: no page carries them in
 * its own data. A failed fetch is tried again next time.
 */
export function loadWords(): Promise<PlayAlongWords> {
  const request = (wordsRequest ??= fetch(PLAY_ALONG_WORDS).then((response) => {
    if (!response.ok) throw new Error(`${PLAY_ALONG_WORDS}: ${response.status}`);
    return response.json() as Promise<PlayAlongWords>;
  }));
  request.catch(() => {
    if (wordsRequest === request) wordsRequest = undefined;
  });
  return request;
}
