import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** A run of text with its emphasis, as the guide sets it. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** The blocks of a lesson's text that a printed page can hold. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; items: Run[][] }
  | { kind: 'component'; name: string; values: Record<string, string> };

interface Node {
  type: string;
  value?: string;
  name?: string | null;
  ordered?: boolean | null;
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

/**
 * A lesson's MDX text as blocks: headings, paragraphs, lists and the practice components with
 * their values. The content check has already refused anything else an editor could write.
 */
export function lessonBlocks(source: string): Block[] {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Node;
  return (tree.children ?? []).flatMap((node): Block[] => {
    switch (node.type) {
      case 'heading':
        return [{ kind: 'heading', text: runsOf(node.children).map((run) => run.text).join('') }];
      case 'paragraph':
        return [{ kind: 'paragraph', runs: flowing(runsOf(node.children)) }];
      case 'list':
        return [
          {
            kind: 'list',
            ordered: Boolean(node.ordered),
            items: (node.children ?? []).map((item) => flowing((item.children ?? []).flatMap((child, at) => [...(at > 0 ? [{ text: ' ' }] : []), ...runsOf(child.children)]))),
          },
        ];
      case 'mdxJsxFlowElement': {
        const values = Object.fromEntries(
          (node.attributes ?? []).filter((attribute) => attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string').map((attribute) => [attribute.name ?? '', attribute.value as string]),
        );
        return [{ kind: 'component', name: node.name ?? '', values }];
      }
      default:
        return [];
    }
  });
}
