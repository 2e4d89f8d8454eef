/**
 * A kept block's markup as the page's HTML holds it (components/kept-block.tsx), found by its key:
 * should React draw a block afresh while the page hydrates (after a mismatch it gives up on a part of the server's
 * HTML), the server's block is still in the document.
 */
export function fromPage(keep: string): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector(`[data-keep="${CSS.escape(keep)}"]`)?.innerHTML ?? '';
}
