/**
 * After `next build`: writes `out/_headers` for static hosts that read it, and gives every
 * HTML page a <meta> Content-Security-Policy that allows exactly its own inline scripts
 * (by SHA-256 hash) on top of the site-wide header policy.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './html-files.mjs';
import { headersFile, pageScriptPolicy } from './security-headers.mjs';

const OUT = 'out';

/** Open Graph pictures (files without an extension), as `_headers` patterns: lesson slugs become :slug. */
function ogImagePatterns(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ogImagePatterns(join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name.startsWith('opengraph-image')
      ? [`${prefix}/${entry.name}`.replace(/^\/lessons\/[^/]+\//, '/lessons/:slug/')]
      : [];
  });
}

writeFileSync(join(OUT, '_headers'), headersFile([...new Set(ogImagePatterns(OUT))].sort()));
console.log(`Wrote ${OUT}/_headers`);

const files = htmlFiles(OUT);
for (const file of files) {
  const html = readFileSync(file, 'utf8').replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(html)}"/>`;
  // Right after the charset (which browsers look for in the first 1024 bytes) and before any
  // script: a policy applies only to what comes after it.
  const withPolicy = html.replace(/<head><meta charSet="utf-8"\/>/, (head) => `${head}${meta}`);
  if (withPolicy === html)
    throw new Error(`${file} does not start its <head> with the charset: cannot place its script policy`);
  writeFileSync(file, withPolicy);
}
console.log(`Wrote a script policy into ${files.length} pages`);
