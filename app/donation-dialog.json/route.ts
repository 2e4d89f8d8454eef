import { dialogWordsOf } from '@/features/donation/words';
import { getSite } from '@/lib/content';
import { jsonFile } from '@/lib/static-file';

// Written once at build time into the static export (out/donation-dialog.json): the donation pop-up's words, amounts
// and charity, fetched with the dialog's code when it first opens, so no page carries them in its own data
// (lib/routes.ts, DONATION_DIALOG). The delay stays behind: the page's timer reads it before anything is fetched.
export const dynamic = 'force-static';

export function GET() {
  return jsonFile(dialogWordsOf(getSite().donation));
}
