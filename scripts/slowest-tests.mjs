/**
 * The slowest end-to-end tests of the last run (Playwright's JSON report, test-results/e2e.json), and the time
 * each spec took in each project: where to look first when the suite grows slow. `npm run test:slowest [N]`.
 */
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[3] ?? 'test-results/e2e.json', 'utf8'));
const count = Number(process.argv[2] ?? 20);
const rows = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      rows.push({
        file: spec.file,
        title: spec.title,
        project: test.projectName,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
        retried: test.results.length > 1,
      });
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of report.suites) walk(suite);
rows.sort((a, b) => b.ms - a.ms);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`| Time | Project | Spec | Test |\n| --- | --- | --- | --- |`);
for (const row of rows.slice(0, count))
  console.log(`| ${seconds(row.ms)} | ${row.project} | ${row.file} | ${row.title}${row.retried ? ' (retried)' : ''} |`);
const total = rows.reduce((sum, row) => sum + row.ms, 0);
console.log(
  `\n${rows.length} test runs, ${seconds(total)} in all (${report.stats ? `${seconds(report.stats.duration)} on the clock, ${report.stats.flaky} flaky, ${report.stats.unexpected} failed` : ''}).`,
);
