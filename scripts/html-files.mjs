import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every HTML page of an export folder (`out/`), at any depth, as paths under `dir`. */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}
