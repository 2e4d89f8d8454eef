import { makeRouteHandler } from '@keystatic/next/route-handler';
import config from '@/keystatic.config';

/** The editor's reads and saves (local files under `npm run dev`, or GitHub when configured). */
export const { POST, GET } = makeRouteHandler({ config });
