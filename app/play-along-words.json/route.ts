import { getWords } from '@/lib/content';
import { jsonFile } from '@/lib/static-file';

// Written once at build time into the static export (out/play-along-words.json): the words of the play-along
// panel, fetched with its code on first use, so no page carries them in its own data (lib/routes.ts, PLAY_ALONG_WORDS).
export const dynamic = 'force-static';

export function GET() {
  return jsonFile(getWords().playAlong);
}
