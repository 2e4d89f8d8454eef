/** A kept block as first shown: its inside and its attributes (components/kept-block.tsx). */
export interface KeptCopy {
  inside: string;
  attributes: [name: string, value: string][];
}

export function copyOf(element: Element): KeptCopy {
  return { inside: element.innerHTML, attributes: [...element.attributes].map(({ name, value }) => [name, value]) };
}

/**
 * A kept block as the page's HTML holds it (components/kept-block.tsx), found by its key:
 * should React draw a block afresh while the page hydrates (after a mismatch it gives up on a part of the server's
 * HTML), the server's block is still in the document.
 */
export function fromPage(keep: string): KeptCopy | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.querySelector(`[data-keep="${CSS.escape(keep)}"]`);
  return element ? copyOf(element) : undefined;
}
