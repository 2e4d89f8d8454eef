/**
 * A route handler's answer, written once at build time into the static export as a file of its own: the words fetched
 * on first use (play along, the folded tools, the donation pop-up), the search index, the social icons, the notation
 * files.
 */
export function staticFile(body: string, contentType: string): Response {
  return new Response(body, { headers: { 'Content-Type': `${contentType}; charset=utf-8` } });
}

/** `value` as a JSON file (see staticFile). */
export function jsonFile(value: unknown): Response {
  return staticFile(JSON.stringify(value), 'application/json');
}
