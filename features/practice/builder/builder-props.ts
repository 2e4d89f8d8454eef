/** What the builder's server part hands its island and the island its parts: class names and words. */
import type { Words } from '@/lib/content';
import type { PlayerWords } from '@/features/practice/ui/groove-player-island';

export type BuilderWords = Words['builder'];

/** The lessons' words the builder shows: the player's, and the grid's and the caption's. */
export type BuilderPracticeWords = PlayerWords &
  Pick<
    Words['practice'],
    'sticking' | 'feet' | 'dynamics' | 'bar' | 'barOne' | 'barMany' | 'bpm' | 'notation' | 'held' | 'drum'
  >;

export interface BuilderClasses {
  grid: string;
  table: string;
  corner: string;
  count: string;
  name: string;
  cell: string;
  notation: string;
  caption: string;
  toolbar: string;
  figure: string;
  lessonText: string;
  takeAway: string;
  heading: string;
}
