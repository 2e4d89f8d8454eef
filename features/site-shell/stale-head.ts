/**
 * A page's title and meta tags are rendered by Next inside a Suspense boundary, which React
 * hoists into <head>. When the visitor follows a link before that boundary has hydrated (a
 * quick tap on a slow phone), React drops the boundary without ever having claimed the
 * server's tags, so they stay in <head> beside the new page's: two titles, two descriptions,
 * the old ones first for a screen reader, a bookmark or a share sheet.
 *
 * This removes a server-rendered head tag once React has put in one of the same kind
 * (same element and name, property, rel or media). It never removes a tag React owns, nor
 * one that has no React-made twin, so if React stops marking its nodes it does nothing.
 */

/** What makes two head tags the same slot: only one of each should be in a page. */
export function slotOf(element: Element): string | null {
  const tag = element.tagName.toLowerCase();
  if (tag === 'title') return 'title';
  if (tag !== 'meta' && tag !== 'link') return null;
  const key = ['name', 'property', 'http-equiv', 'itemprop', 'rel']
    .map((attribute) => element.getAttribute(attribute))
    .find(Boolean);
  if (!key) return null;
  // Several links may share a rel (icons of different sizes, alternates per language).
  if (tag === 'link' && key !== 'canonical' && key !== 'manifest') return null;
  return `${tag}|${key}|${element.getAttribute('media') ?? ''}`;
}

/** React marks the DOM nodes it rendered or hydrated with an own property named `__reactFiber$…`. */
export function ownedByReact(node: Node): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/** Removes the server's leftover tags that React has replaced; returns how many went. */
export function removeStaleHeadTags(head: HTMLHeadElement, owned: (node: Node) => boolean = ownedByReact): number {
  const children = [...head.children];
  const replaced = new Set(
    children
      .filter(owned)
      .map(slotOf)
      .filter((slot) => slot !== null),
  );
  const stale = children.filter((child) => {
    const slot = slotOf(child);
    return slot !== null && !owned(child) && replaced.has(slot);
  });
  for (const child of stale) child.remove();
  return stale.length;
}

/** Keeps the head clean as pages change; returns a function that stops watching. */
export function watchStaleHeadTags(head: HTMLHeadElement = document.head): () => void {
  removeStaleHeadTags(head);
  const observer = new MutationObserver(() => removeStaleHeadTags(head));
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
