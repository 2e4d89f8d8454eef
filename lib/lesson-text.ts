/**
 * A lesson's MDX text as plain blocks, without its Markdown syntax. Shared by the two things built from
 * lesson text at build time: the beginner's guide PDF (features/guide) and the lesson search's index
 * (features/search).
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A run of text with its emphasis, as the guide sets it. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** One item of a list: its own words, then any list nested in it. */
export interface ListItem {
  runs: Run[];
  blocks: Block[];
}

/** The blocks of a lesson's text that a printed page can hold. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; start: number; items: ListItem[] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' }
  | { kind: 'component'; name: string; values: Record<string, string> };

interface Node {
  type: string;
  value?: string;
  name?: string | null;
  ordered?: boolean | null;
  start?: number | null;
  children?: Node[];
  attributes?: { type: string; name?: string; value?: unknown }[];
}

function runsOf(nodes: readonly Node[] = [], style: Omit<Run, 'text'> = {}): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ text: node.value ?? '', ...style }];
      case 'strong':
        return runsOf(node.children, { ...style, bold: true });
      case 'emphasis':
        return runsOf(node.children, { ...style, italic: true });
      case 'break':
        return [{ text: ' ', ...style }];
      default:
        // Links keep their words (the guide is read on paper); anything else falls back to its text.
        return runsOf(node.children, style);
    }
  });
}

/** Runs with the line breaks of the source file joined into spaces, as the page shows them. */
function flowing(runs: Run[]): Run[] {
  return runs.map((run) => ({ ...run, text: run.text.replace(/\s*\n\s*/g, ' ') })).filter((run) => run.text !== '');
}

function blocksOf(nodes: readonly Node[] = []): Block[] {
  return nodes.flatMap((node): Block[] => {
    switch (node.type) {
      case 'heading':
        return [
          {
            kind: 'heading',
            text: runsOf(node.children)
              .map((run) => run.text)
              .join(''),
          },
        ];
      case 'paragraph':
        return [{ kind: 'paragraph', runs: flowing(runsOf(node.children)) }];
      case 'list':
        return [
          {
            kind: 'list',
            ordered: Boolean(node.ordered),
            start: node.start ?? 1,
            items: (node.children ?? []).map((item) => {
              // An item's paragraphs are its words; a list inside it is kept as a nested list.
              const children = item.children ?? [];
              const words = children.filter((child) => child.type !== 'list');
              return {
                runs: flowing(
                  words.flatMap((child, at) => [
                    ...(at > 0 ? [{ text: ' ' }] : []),
                    ...runsOf(child.children ?? [child]),
                  ]),
                ),
                blocks: blocksOf(children.filter((child) => child.type === 'list')),
              };
            }),
          },
        ];
      case 'blockquote':
        return [{ kind: 'quote', blocks: blocksOf(node.children) }];
      case 'code':
        return [{ kind: 'code', text: node.value ?? '' }];
      case 'thematicBreak':
        return [{ kind: 'rule' }];
      case 'mdxJsxFlowElement': {
        const values = Object.fromEntries(
          (node.attributes ?? [])
            .filter((attribute) => attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string')
            .map((attribute) => [attribute.name ?? '', attribute.value as string]),
        );
        return [{ kind: 'component', name: node.name ?? '', values }];
      }
      default:
        // Anything else holds text (an HTML comment or the like is refused by the content check): keep its words.
        return node.children ? blocksOf(node.children) : [];
    }
  });
}

/**
 * A lesson's MDX text as blocks: headings, paragraphs, lists (nested too), quotes, code, rules
 * and the practice components with their values, in the order the lesson page shows them.
 */
export function lessonBlocks(source: string): Block[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Node;
  return blocksOf(tree.children);
}
