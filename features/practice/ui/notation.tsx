import { engrave } from '@/features/practice/engrave/engrave';
import { Kept } from '@/components/kept';
import type { Groove } from '@/features/practice/groove/parse';
import { classes } from '@/styles/sx';
import { WIDE_AT, wideAtOf } from '@/features/practice/engrave/layout';

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

/**
 * A groove in standard drum notation, drawn at build time (engrave.ts) and sent as SVG: one bar
 * a line on a phone, two on wider screens and paper when they fit. Screen readers hear `label`:
 * the title and every note in words.
 */
export function Notation({ groove, label }: { groove: Groove; label: string }) {
  const layouts = engrave(groove);
  const style = notationClasses();
  const wideAt = wideAtOf(layouts);
  return (
    <>
      {style.styles}
      {/* Never changed in the browser but for the marks the player sets on its notes: sent once, in the HTML. */}
      <Kept className={style.names.root} role="img" aria-label={label} data-notation data-wide-at={wideAt}>
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
