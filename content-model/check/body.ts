import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { checkComponentValues, MDX_COMPONENTS } from '../mdx-components';
import { SAFE_URL } from '../safe-markdown';
import type { Problem } from './problem';
import type { SourceFile } from './read';

interface Node {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
}

/** Lesson and policy text is read as MDX (see checkBody). */
const mdx = () => unified().use(remarkParse).use(remarkMdx);

/** A tag's values as the text the editor wrote. */
function valuesOf(attributes: NonNullable<Node['attributes']>): Record<string, string> {
  return Object.fromEntries(attributes.map((attribute) => [attribute.name ?? '', String(attribute.value ?? '')]));
}

type ComponentUse = { name: string; values: Record<string, string> };

/**
 * The uses found in the texts first read most recently. The rules ask for a text's uses several times a check, and a
 * process that checks unchanged texts again (`contentlayer2 dev`, the check's own tests) would read each again every
 * time: reading MDX is the slow part. Only the last few hundred texts are kept, so an editor saving one over and over
 * does not grow it.
 */
const usesOfText = new Map<string, ComponentUse[]>();
const TEXTS_KEPT = 400;

/** The declared components a text uses, with their values, in order (the e2e tests compare pages with them). */
export function componentUses(body: string): ComponentUse[] {
  let uses = usesOfText.get(body);
  if (!uses) {
    const found: ComponentUse[] = [];
    visit(mdx().parse(body), (node) => {
      const { name, attributes } = node as Node;
      if (name && attributes && Object.hasOwn(MDX_COMPONENTS, name)) found.push({ name, values: valuesOf(attributes) });
    });
    uses = found;
    usesOfText.set(body, uses);
    if (usesOfText.size > TEXTS_KEPT) usesOfText.delete(usesOfText.keys().next().value!);
  }
  // Copies: a caller may change what it is given without changing what the next one reads.
  return uses.map(({ name, values }) => ({ name, values: { ...values } }));
}

/** Whether a text of this folder may hold the component: most may be anywhere, a few in one folder only. */
function allowedIn(name: string, directory: string | undefined): boolean {
  const onlyIn = MDX_COMPONENTS[name]?.onlyIn;
  return !onlyIn || onlyIn === directory;
}

function allowed(format: 'md' | 'mdx', directory?: string): string {
  const components = Object.keys(MDX_COMPONENTS).filter((name) => allowedIn(name, directory));
  const plain = 'plain Markdown (## headings, paragraphs, lists, **bold**, *italic*, [links](https://…))';
  return format === 'mdx' && components.length > 0 ? `${plain} or the components ${components.join(', ')}` : plain;
}

/** What an editor sees in place of a node that is not allowed, or undefined when it is fine. */
function refusal(node: Node, format: 'md' | 'mdx', directory: string | undefined): string | undefined {
  switch (node.type) {
    case 'html':
      return `HTML (${(node.value ?? '').trim().slice(0, 40)})`;
    case 'mdxjsEsm':
      return `code (${(node.value ?? '').trim().slice(0, 40)})`;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return `a {…} expression ({${(node.value ?? '').trim().slice(0, 30)}})`;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name ?? '';
      if (!Object.hasOwn(MDX_COMPONENTS, name) || format !== 'mdx') return name ? `a <${name}> tag` : 'an empty <> tag';
      if (!allowedIn(name, directory))
        return `a <${name}> tag, which only content/${MDX_COMPONENTS[name]!.onlyIn} may hold`;
      // Declared components take plain values only: no {…} (code) and no event handlers.
      const unsafe = node.attributes?.find(
        (attribute) =>
          attribute.type !== 'mdxJsxAttribute' ||
          /^on/i.test(attribute.name ?? '') ||
          (typeof attribute.value === 'object' && attribute.value !== null),
      );
      return unsafe
        ? `<${name}> with ${unsafe.name ? `a {…} or on* value in ${unsafe.name}` : 'a {…} attribute'}`
        : undefined;
    }
    case 'image':
    case 'imageReference':
      return 'a picture (pictures belong in the Image field)';
    case 'link':
    case 'definition':
      return SAFE_URL.test((node.url ?? '').trim()) ? undefined : `a link to "${(node.url ?? '').slice(0, 40)}"`;
    default:
      return undefined;
  }
}

/**
 * The last finding for each file, with what it was found on. Reading MDX is the slow part of the check; a process
 * that checks an unchanged text again (`contentlayer2 dev`, the check's own tests) reads it once. One entry a file,
 * so an editor saving a text over and over does not grow it.
 */
const lastChecked = new Map<string, { text: string; problems: Problem[] }>();

/**
 * Checks the Markdown text of an md/mdx file: nothing in it may run code or pull in markup the
 * page designs do not know. Lesson text (MDX) may hold only the components declared in
 * content-model/mdx-components.ts; policies (Markdown) none.
 */
export function checkBody(source: SourceFile): Problem[] {
  const { model } = source;
  if (model.kind !== 'collection' || model.format === 'yaml') return [];
  const text = JSON.stringify([model.format, source.bodyLine, source.body]);
  const last = lastChecked.get(source.file);
  const problems = last?.text === text ? last.problems : checkBodyText(source, model.format, model.directory);
  lastChecked.set(source.file, { text, problems });
  return problems.map((problem) => ({ ...problem }));
}

function checkBodyText(source: SourceFile, format: 'md' | 'mdx', directory: string): Problem[] {
  // Policies (.md) are parsed as MDX too: the editor opens them as MDX, so text it could not
  // open (a bare < or {) must fail here rather than in the editor.
  const processor = mdx();
  const lineOf = (node: { position?: { start: { line: number } } }) =>
    node.position ? source.bodyLine + node.position.start.line - 1 : undefined;
  let tree;
  try {
    tree = processor.parse(source.body);
  } catch (error) {
    const place = error as { line?: number; reason?: string; message?: string };
    return [
      {
        file: source.file,
        line: place.line ? source.bodyLine + place.line - 1 : undefined,
        field: 'body',
        expected: `${allowed(format, directory)}; a < or { that is meant as text needs a \\ before it (\\< or \\{)`,
        got: `text that is not valid MDX: ${place.reason ?? place.message ?? String(error)}`,
      },
    ];
  }
  const problems: Problem[] = [];
  visit(tree, (node) => {
    const got = refusal(node as Node, format, directory);
    if (got) {
      problems.push({
        file: source.file,
        line: lineOf(node),
        field: 'body',
        expected: allowed(format, directory),
        got,
      });
      return;
    }
    const { name, attributes } = node as Node;
    if (!name || !attributes) return;
    // A declared component with plain values: are they values it can use?
    const mistake = checkComponentValues(name, valuesOf(attributes));
    if (mistake) {
      problems.push({
        file: source.file,
        line: lineOf(node),
        field: `body, <${name}> ${mistake.attribute}`,
        expected: mistake.expected,
        got: mistake.got,
      });
    }
  });
  return problems;
}
