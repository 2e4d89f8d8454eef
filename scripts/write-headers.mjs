/** After `next build`: writes `out/_headers` for static hosts that read it. */
import { writeFileSync } from 'node:fs';
import { headersFile } from './security-headers.mjs';

writeFileSync('out/_headers', headersFile());
console.log('Wrote out/_headers');
