import { buildBeginnersGuide } from '@/features/guide';
import { getBeginnersGuide } from '@/lib/content';

// Written once at build time into the static export (out/downloads/…pdf), from the lesson files
// of that build: the guide changes whenever a beginner lesson does. Under `npm run dev` it is
// built again on each request, so an edited lesson shows in the next download.
export const dynamic = 'force-static';

export async function GET() {
  const pdf = await buildBeginnersGuide(getBeginnersGuide());
  return new Response(new Uint8Array(pdf), { headers: { 'Content-Type': 'application/pdf' } });
}
