import { makeRouteHandler } from '@keystatic/next/route-handler';
import config from '@/keystatic.config';

const handler = makeRouteHandler({ config });

/**
 * Local storage writes files on the machine it runs on, with no sign-in: fine under
 * `npm run dev`, never on a hosted server. A production editor must use GitHub storage
 * (README: "Keystatic GitHub mode"); otherwise every request is refused.
 */
const unguarded = config.storage.kind === 'local' && process.env.NODE_ENV === 'production';

function refuse() {
  return new Response(
    'This editor is not set up for hosting: set NEXT_PUBLIC_KEYSTATIC_STORAGE=github and NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO.',
    { status: 403 },
  );
}

/** The editor's reads and saves (local files under `npm run dev`, or GitHub when configured). */
export const GET = unguarded ? refuse : handler.GET;
export const POST = unguarded ? refuse : handler.POST;
