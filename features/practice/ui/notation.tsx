import { engrave } from '@/features/practice/engrave/engrave';
import { Kept } from '@/components/kept';
import type { Groove } from '@/features/practice/groove/parse';
import { classes } from '@/styles/sx';
import { WIDE_AT, wideAtOfLines, wideLinesOf, type WideLine } from '@/features/practice/engrave/layout';
import type { CSSProperties } from 'react';
import { NotationLines } from './notation-lines';

/**
 * The notation's styles. Each bar is drawn once, with its clef, and shown one a line; from the groove's `data-wide-at`
 * container width up, each wide line (`data-line`) sets its bars (`data-drawing`) side by side at one scale, each cut
 * to what shows of it there (a bar after the first without its clef, a bar before another without the margin after
 * its barline) and each at its staff's height (`--dy`: the drawings' windows start at different heights). The sizes are
 * the drawings' own (`--w` the line's, `--bw` the drawing's, `--v` what shows from `--c` on, in their units), so every
 * percentage is a share of the line: a percentage margin is a share of the line's width too.
 */
export function notationClasses() {
  const wide = Object.fromEntries(
    WIDE_AT.map((width) => [
      `@container (min-width: ${width}px)`,
      {
        [`&[data-wide-at="${width}"] [data-line]`]: {
          display: 'flex',
          alignItems: 'flex-start',
          maxW: 'calc(var(--w) * 1px)',
          // Its bars side by side are one line of music: never cut in two by a page break.
          breakInside: 'avoid',
        },
        [`&[data-wide-at="${width}"] [data-drawing]`]: {
          flex: 'none',
          mt: 'calc(100% * var(--dy, 0) / var(--w))',
          w: 'calc(100% * var(--v) / var(--w))',
          // Cut at the clef's end and the staff's, across only: play-along's signs may reach below the drawing.
          overflowX: 'clip',
          '& svg': {
            maxW: 'none',
            w: 'calc(100% * var(--bw) / var(--v))',
            ml: 'calc(-100% * var(--c, 0) / var(--v))',
          },
        },
      },
    ]),
  );
  return classes({
    root: {
      containerType: 'inline-size',
      mb: '4',
      color: 'fg',
      // Visible overflow: play-along's sign under a bass drum note may reach past the drawing's edge.
      '& svg': { display: 'block', maxW: 'full', h: 'auto', overflow: 'visible' },
      // A line of music is never cut in two by a page break.
      '& [data-drawing]': { _print: { breakInside: 'avoid' } },
      '& [data-drawing] + [data-drawing], & [data-line] + [data-line]': { mt: '2' },
      // The note the player sounds, in the brand colour that marks the grid's step.
      '& [data-now]': { color: 'brand.fg' },
      // Play-along's grade of a note: a sign above it (play-along/marks.ts) in a colour.
      '& [data-verdict="on-time"]': { color: 'fg.onTime' },
      '& [data-verdict="early"], & [data-verdict="late"]': { color: 'fg.offTime' },
      '& [data-verdict="missed"]': { color: 'fg.error' },
      ...wide,
      // Paper: black on white, whatever the screen's theme, and no note lit by a groove playing as it prints.
      _print: { color: 'black', '& [data-now]': { color: 'black' } },
    },
  });
}

/** The space between two lines of music (`notationClasses`), in pixels. */
const LINE_GAP = 8;

/**
 * Drawn only once near the screen: on a phone a long lesson's notation and grids were most of the page's layout and
 * paint, done again each time the page grew while it loaded. Its placeholder is as tall as the block is expected to
 * be (`contain-intrinsic-block-size`, set where it is used), and once drawn the browser keeps its real height. The paint
 * containment this brings clips what is drawn past the box: play-along's signs under the last line reach about
 * 12 px below it, so the clip edge is a little further out. Paper draws everything.
 */
export const DEFERRED = {
  contentVisibility: 'auto',
  overflowClipMargin: '1rem',
  _print: { contentVisibility: 'visible' },
} as const;

/**
 * A lesson's notation out of sight is not laid out or painted until it comes near (DEFERRED above), standing as tall
 * as `notationHeights` says. The builder's is always in sight: its page goes without this rule.
 */
function deferredClasses() {
  return classes({
    deferred: {
      ...DEFERRED,
      containIntrinsicBlockSize: 'auto var(--notation-height)',
      // About where a lesson's column is wide enough for two bars a line.
      md: { containIntrinsicBlockSize: 'auto var(--notation-wide-height)' },
    },
  });
}

/** The height of lines at their drawn size, one under the other. */
function heightOf(heights: number[]): number {
  return heights.reduce((sum, height) => sum + height, 0) + LINE_GAP * Math.max(heights.length - 1, 0);
}

/**
 * How tall a groove's notation is expected to be, for its placeholder while it is out of sight (`deferred`): on a
 * phone its bars one a line; on a wider screen its wide lines, where it has them.
 */
function notationHeights(lines: WideLine[], wideAt: number | undefined): CSSProperties {
  const phone = heightOf(lines.flatMap((line) => line.bars.map((bar) => bar.height)));
  const wide = wideAt ? heightOf(lines.map((line) => line.height)) : phone;
  return { '--notation-height': `${phone}px`, '--notation-wide-height': `${wide}px` } as CSSProperties;
}

/**
 * A groove in standard drum notation, drawn at build time (engrave.ts) and sent as SVG: one bar
 * a line on a phone, two on wider screens and paper when they fit. Screen readers hear `label`:
 * the title and every note in words.
 */
export function Notation({ groove, label }: { groove: Groove; label: string }) {
  const [oneALine] = engrave(groove, { twoALine: false });
  const lines = wideLinesOf(groove, oneALine!);
  const style = notationClasses();
  const deferred = deferredClasses();
  const wideAt = wideAtOfLines(lines);
  return (
    <>
      {style.styles}
      {deferred.styles}
      {/* Never changed in the browser but for the marks the player sets on its notes: sent once, in the HTML. */}
      <Kept
        className={`${style.names.root} ${deferred.names.deferred}`}
        style={notationHeights(lines, wideAt)}
        role="img"
        aria-label={label}
        data-notation
        data-wide-at={wideAt}
      >
        <NotationLines lines={lines} wideAt={wideAt} />
      </Kept>
    </>
  );
}
