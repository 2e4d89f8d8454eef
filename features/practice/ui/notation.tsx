import { engrave } from '@/features/practice/engrave/engrave';
import { Kept } from '@/components/kept';
import type { Groove } from '@/features/practice/groove/parse';
import { classes } from '@/styles/sx';
import { WIDE_AT, wideAtOf } from '@/features/practice/engrave/layout';
import type { EngravedLayout } from '@/features/practice/engrave/engrave';
import type { CSSProperties } from 'react';

/** The notation's styles: the builder's island gets their names from its server page. */
export function notationClasses() {
  const wide = Object.fromEntries(
    WIDE_AT.map((width) => [
      `@container (min-width: ${width}px)`,
      {
        [`&[data-wide-at="${width}"] [data-layout="1"]`]: { display: 'none' },
        [`&[data-wide-at="${width}"] [data-layout="2"]`]: { display: 'block' },
      },
    ]),
  );
  return classes({
    root: {
      containerType: 'inline-size',
      mb: '4',
      color: 'fg',
      '& [data-layout="2"]': { display: 'none' },
      // Visible overflow: play-along's sign under a bass drum note may reach past the drawing's edge.
      '& svg': { display: 'block', maxW: 'full', h: 'auto', overflow: 'visible' },
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
    // A line of music is never cut in two by a page break.
    line: { '& + &': { mt: '2' }, _print: { breakInside: 'avoid' } },
  });
}

/** The space between two lines of music (`line` above), in pixels. */
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

/** The height of a layout's lines at their drawn size, one under the other. */
function heightOf(layout: EngravedLayout | undefined): number {
  const lines = layout?.systems ?? [];
  return lines.reduce((sum, line) => sum + line.height, 0) + LINE_GAP * Math.max(lines.length - 1, 0);
}

/**
 * How tall a groove's notation is expected to be, for its placeholder while it is out of sight (`deferred`): on a
 * phone its one-bar lines; on a wider screen its two-bar lines, where it has them.
 */
function notationHeights(layouts: EngravedLayout[], wideAt: number | undefined): CSSProperties {
  const phone = heightOf(layouts.find((layout) => layout.barsPerSystem === 1));
  const wide = wideAt ? heightOf(layouts.find((layout) => layout.barsPerSystem === 2)) : phone;
  return { '--notation-height': `${phone}px`, '--notation-wide-height': `${wide}px` } as CSSProperties;
}

/**
 * A groove in standard drum notation, drawn at build time (engrave.ts) and sent as SVG: one bar
 * a line on a phone, two on wider screens and paper when they fit. Screen readers hear `label`:
 * the title and every note in words.
 */
export function Notation({ groove, label }: { groove: Groove; label: string }) {
  const layouts = engrave(groove);
  const style = notationClasses();
  const deferred = deferredClasses();
  const wideAt = wideAtOf(layouts);
  return (
    <>
      {style.styles}
      {deferred.styles}
      {/* Never changed in the browser but for the marks the player sets on its notes: sent once, in the HTML. */}
      <Kept
        className={`${style.names.root} ${deferred.names.deferred}`}
        style={notationHeights(layouts, wideAt)}
        role="img"
        aria-label={label}
        data-notation
        data-wide-at={wideAt}
      >
        {layouts
          .filter((layout) => layout.barsPerSystem === 1 || wideAt)
          .map((layout) => (
            <div key={layout.barsPerSystem} data-layout={layout.barsPerSystem}>
              {layout.systems.map((system) => (
                <div
                  key={system.firstBar}
                  className={style.names.line}
                  dangerouslySetInnerHTML={{ __html: system.svg }}
                />
              ))}
            </div>
          ))}
      </Kept>
    </>
  );
}
