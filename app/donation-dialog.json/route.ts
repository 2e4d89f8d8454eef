import { getSite } from '@/lib/content';

// Written once at build time into the static export (out/donation-dialog.json): the donation pop-up's words, amounts
// and charity, fetched with the dialog's code when it first opens, so no page carries them in its own data
// (lib/routes.ts, DONATION_DIALOG).
export const dynamic = 'force-static';

export function GET() {
  const { amounts, charityName, charityUrl, message, title, amountLabel, custom, note, donate, newTab, later, close } =
    getSite().donation;
  const dialog = { amounts, charityName, charityUrl, message, title, amountLabel, custom, note, donate, newTab, later, close };
  return new Response(JSON.stringify(dialog), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
