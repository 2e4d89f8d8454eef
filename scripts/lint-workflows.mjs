/** Validates every GitHub Actions workflow against the workflow schema (@action-validator/cli). */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const DIR = '.github/workflows';
const files = readdirSync(DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(DIR, name));
let failed = 0;
for (const file of files) {
  const result = spawnSync('npx', ['action-validator', file], { encoding: 'utf8' });
  if (result.status === 0) continue;
  failed += 1;
  console.error(`${file} is not a valid workflow:\n${result.stdout}${result.stderr}`);
}
if (failed > 0) process.exit(1);
console.log(`${files.length} workflows are valid.`);
