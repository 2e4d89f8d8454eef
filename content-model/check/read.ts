import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { fileExtension, type Model } from '../fields';
import type { Problem } from './problem';

/** A content file read from disk, with enough kept to point at lines. */
export interface SourceFile {
  model: Model;
  /** Path from the project root, with forward slashes. */
  file: string;
  /** File name without its extension: a collection document's slug. */
  slug: string;
  data: unknown;
  /** Markdown body below the front matter (md/mdx only). */
  body: string;
  /** Line of `offset` 0 in the YAML text (front matter starts on line 2). */
  lineOf: (offset: number) => number;
  document: Document;
  /** Line where the body starts (md/mdx only). */
  bodyLine: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

function toProjectPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** Reads one file of a model. Problems that stop it being read at all go to `problems`. */
export function readSourceFile(
  root: string,
  absolute: string,
  model: Model,
  problems: Problem[],
): SourceFile | undefined {
  const file = toProjectPath(root, absolute);
  const text = readFileSync(absolute, 'utf8');
  const slug = path.basename(absolute).replace(/\.[^.]+$/, '');
  let yamlText = text;
  let firstLine = 1;
  let body = '';
  let bodyLine = 1;
  if (model.kind === 'collection' && model.format !== 'yaml') {
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      problems.push({
        file,
        line: 1,
        field: '(front matter)',
        expected: 'the file to start with a line of three dashes (---), its fields, and another --- line',
        got: text.trimStart().startsWith('---')
          ? 'no closing --- line'
          : `"${text.split('\n')[0]?.slice(0, 40) ?? ''}"`,
      });
      return undefined;
    }
    yamlText = match[1] ?? '';
    firstLine = 2;
    body = text.slice(match[0].length);
    bodyLine = match[0].split('\n').length;
  }
  const { document, counter } = parsed(yamlText);
  const lineOf = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      problems.push({
        file,
        line: lineOf(error.pos[0]),
        field: '(YAML)',
        expected:
          'valid YAML: "name: value" on each line, list items starting with "- ", the same indentation for fields of one group, and quotes around text that contains ": " or starts with a symbol',
        got: yamlErrorSummary(error.code, error.message),
      });
    }
    return undefined;
  }
  return { model, file, slug, data: document.toJS() as unknown, body, lineOf, document, bodyLine };
}

/**
 * Each YAML text parsed once per process: the checks only read a parsed document. A run of the check reads each file
 * once anyway; its tests check a hundred copies of the content that differ in one file each, and parsing was 60 % of
 * each check.
 */
const parsedTexts = new Map<string, { document: Document; counter: LineCounter }>();
function parsed(yamlText: string) {
  let known = parsedTexts.get(yamlText);
  if (!known) {
    const counter = new LineCounter();
    known = {
      document: parseDocument(yamlText, { lineCounter: counter, prettyErrors: false, uniqueKeys: true }),
      counter,
    };
    parsedTexts.set(yamlText, known);
  }
  return known;
}

function yamlErrorSummary(code: string, message: string): string {
  if (code === 'DUPLICATE_KEY') return 'the same field written twice';
  if (code === 'TAB_AS_INDENT') return 'a tab used for indentation (use spaces)';
  return message.split('\n')[0] ?? code;
}

/** Line of the value (or, if missing, of the nearest parent) at a field path. */
export function lineOfPath(source: SourceFile, fieldPath: readonly (string | number)[]): number {
  for (let depth = fieldPath.length; depth >= 0; depth--) {
    const partial = fieldPath.slice(0, depth);
    if (depth > 0) {
      const parent = partial.length > 1 ? source.document.getIn(partial.slice(0, -1), true) : source.document.contents;
      const key = partial[partial.length - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
        const range = (isScalar(pair?.key) && pair.key.range) || undefined;
        if (range) return source.lineOf(range[0]);
      } else if (isSeq(parent) && typeof key === 'number') {
        const item: unknown = parent.items[key];
        if (isNode(item) && item.range) return source.lineOf(item.range[0]);
      }
    } else {
      const range = source.document.contents?.range;
      return range ? source.lineOf(range[0]) : source.lineOf(0);
    }
  }
  return source.lineOf(0);
}

/** Every file under content/, and which model each one belongs to (undefined: none). */
export function listContentFiles(root: string, models: readonly Model[]) {
  const contentDir = path.join(root, 'content');
  const found: { absolute: string; model: Model | undefined }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue;
      const absolute = path.join(dir, name);
      if (statSync(absolute).isDirectory()) {
        walk(absolute);
        continue;
      }
      const relative = toProjectPath(contentDir, absolute);
      const model = models.find((m) =>
        m.kind === 'singleton'
          ? m.file === relative
          : path.posix.dirname(relative) === m.directory && relative.endsWith(`.${fileExtension(m)}`),
      );
      found.push({ absolute, model });
    }
  };
  walk(contentDir);
  return found;
}
