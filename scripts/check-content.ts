/**
 * `npm run check:content`: checks every file under content/ and lists every problem at once,
 * as `file:line field — expected … got …`. Exits 1 if there is any. Runs before each build.
 */
import { checkContent, formatReport } from '../content-model/check';

const root = process.argv[2] ?? process.cwd();
const problems = checkContent(root);
const report = formatReport(problems);
if (problems.length > 0) {
  console.error(report);
  process.exit(1);
}
console.log(report);
