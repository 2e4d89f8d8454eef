'use client';

import { makePage } from '@keystatic/next/ui/app';
import config from '@/keystatic.config';

/** The Keystatic editor's whole interface (client-side). Only reachable under `npm run dev`. */
export default makePage(config);
