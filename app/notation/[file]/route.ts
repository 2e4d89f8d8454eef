import { engrave, glyphDefinitionsOf, parseGroove } from '@/features/practice';
import { getNotationSources } from '@/lib/content';
import { staticFile } from '@/lib/static-file';

// Written once at build time into the static export (out/notation/<lesson|rudiment>-<slug>.svg): the first groove
// of every lesson and rudiment as one drawing, which today's practice shows in each block and prints on paper.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getNotationSources().map(({ file }) => ({ file }));
}

/** Room between two lines of music. */
const GAP = 8;

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const source = getNotationSources().find((candidate) => candidate.file === file);
  if (!source) return new Response('Not found', { status: 404 });
  const groove = parseGroove(source.values);
  // Two bars a line where the groove has them, as on paper elsewhere on the site; black, as an image has no theme.
  const layouts = engrave(groove);
  const layout = layouts.find((each) => each.barsPerSystem === 2) ?? layouts[0]!;
  // A drawing of the two-bar layout alone brings the definitions of the glyphs it repeats with it.
  const definitions = layout === layouts[0] ? '' : glyphDefinitionsOf(layouts);
  let top = 0;
  const lines = layout.systems.map((system) => {
    const line = system.svg.replace(/^<svg\b/, `<svg x="0" y="${top}"`);
    top += system.height + GAP;
    return line;
  });
  const width = Math.max(...layout.systems.map((system) => system.width));
  const height = top - GAP;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" color="#000"><title>${escape(groove.title)}</title>${definitions}${lines.join('')}</svg>`;
  return staticFile(svg.replaceAll('currentColor', '#000'), 'image/svg+xml');
}
