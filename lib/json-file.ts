/**
 * A route handler's answer written once at build time into the static export as a JSON file (the words fetched on
 * first use: play along, the folded tools, the donation pop-up).
 */
export function jsonFile(value: unknown): Response {
  return new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
