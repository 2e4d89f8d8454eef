import path from 'node:path';
import { models as allModels } from '../index';
import type { Model } from '../fields';
import { checkBody } from './body';
import type { Problem } from './problem';
import { listContentFiles, lineOfPath, readSourceFile, type SourceFile } from './read';
import { checkRules, formatPath } from './rules';
import { checkFields } from './schema';

export { formatProblem, formatReport, type Problem } from './problem';

/**
 * Checks every file under `<root>/content` and returns all problems found, in file order.
 * An empty list means the content will build.
 */
export function checkContent(root: string, models: readonly Model[] = allModels): Problem[] {
  const problems: Problem[] = [];
  const all: SourceFile[] = [];
  const valid: SourceFile[] = [];
  /** Models with a file that could not be read or has field problems. */
  const incomplete = new Set<Model>();
  const publicDir = path.join(root, 'public');

  for (const { absolute, model } of listContentFiles(root, models)) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    if (!model) {
      problems.push({
        file,
        field: '(file)',
        expected: `a file the site knows: ${describeKnownFiles(models)}`,
        got: 'a file that matches none of them (check its folder and extension, or move it out of content/)',
      });
      continue;
    }
    const source = readSourceFile(root, absolute, model, problems);
    if (!source) {
      incomplete.add(model);
      continue;
    }
    all.push(source);
    problems.push(...checkBody(source));
    const fieldProblems = checkFields(model.fields, source.data, publicDir);
    for (const problem of fieldProblems) {
      problems.push({
        file: source.file,
        line: lineOfPath(source, problem.path),
        field: formatPath(problem.path),
        expected: problem.expected,
        got: problem.got,
      });
    }
    if (fieldProblems.length === 0) valid.push(source);
    else incomplete.add(model);
  }

  for (const model of models) {
    if (model.kind === 'singleton' && !all.some((source) => source.model === model)) {
      if (!problems.some((problem) => problem.file === `content/${model.file}`)) {
        problems.push({
          file: `content/${model.file}`,
          field: '(file)',
          expected: `the ${model.label} file`,
          got: 'no such file',
        });
      }
    }
  }

  problems.push(...checkRules(valid, all, incomplete));
  return problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

function describeKnownFiles(models: readonly Model[]): string {
  return models
    .map((model) => (model.kind === 'singleton' ? model.file : `${model.directory}/*.${model.format}`))
    .join(', ');
}
