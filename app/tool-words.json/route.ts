import { toolFieldWords } from '@/features/practice';
import { getWords } from '@/lib/content';
import { jsonFile } from '@/lib/static-file';

// Written once at build time into the static export (out/tool-words.json): the words inside the player's folded tools,
// fetched when a visitor first opens one, so no page carries them in its own data (lib/routes.ts, TOOL_WORDS).
export const dynamic = 'force-static';

export function GET() {
  return jsonFile(toolFieldWords(getWords().practice));
}
