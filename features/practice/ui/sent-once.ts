/**
 * The same object for the same content, across every groove of a page: React sends a prop object that several
 * islands share once in the page's data and refers to it after (by reference, not by content), so the words and
 * class names each groove's player gets (about 3 KB of text a groove) are written once a page, not once a groove.
 * For plain data only (what JSON holds), as island props are.
 */
const sent = new Map<string, unknown>();

export function sentOnce<T>(value: T): T {
  const key = JSON.stringify(value);
  if (!sent.has(key)) sent.set(key, value);
  return sent.get(key) as T;
}
