/** One thing wrong in one content file, in words an editor can act on. */
export interface Problem {
  /** Path from the project root, e.g. content/lessons/first-rock-beat.mdx. */
  file: string;
  /** 1-based line in that file, when the problem has a place. */
  line?: number;
  /** The field, e.g. `duration` or `modules[2]`; `(file)` for the file as a whole. */
  field: string;
  expected: string;
  got: string;
}

/** `file:line field — expected … got …`, the format `npm run check:content` prints. */
export function formatProblem(problem: Problem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where} ${problem.field} — expected ${problem.expected}, got ${problem.got}`;
}

export function formatReport(problems: readonly Problem[]): string {
  if (problems.length === 0) return 'Content check passed: every file under content/ is valid.';
  const files = new Set(problems.map((p) => p.file)).size;
  const lines = problems.map(formatProblem);
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return [
    `Content check failed: ${count} in ${files} file${files === 1 ? '' : 's'}.`,
    ...lines,
    '',
    'Fix each line above in the file it names, then run `npm run check:content` again.',
    'Field meanings are listed in content-model/ (one file per kind of content).',
  ].join('\n');
}

/** How a value found in a file is shown after "got". */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null || value === '') return 'an empty value';
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') {
    const shown = value.length > 60 ? `${value.slice(0, 57)}…` : value;
    return `"${shown.replace(/\n/g, ' ')}"${value.length > 60 ? ` (${value.length} characters)` : ''}`;
  }
  return String(value);
}
