import type { CSSProperties } from 'react';
import type { WideLine } from '@/features/practice/engrave/layout';

/**
 * A groove's notation, each bar drawn once (`data-drawing`), in the lines a wide screen sets them side by side in
 * (`data-line`); notation.tsx's classes lay them out. A lesson draws it on the server, the builder in the browser.
 */
export function NotationLines({ lines, wideAt }: { lines: WideLine[]; wideAt: number | undefined }) {
  return lines.map((line) => {
    const side = wideAt !== undefined && line.bars.length > 1;
    return (
      <div key={line.bars[0]!.firstBar} data-line style={side ? ({ '--w': line.width } as CSSProperties) : undefined}>
        {line.bars.map((bar, at) => (
          <div
            key={bar.firstBar}
            data-drawing
            data-after={at > 0 ? '' : undefined}
            style={side ? barSizes(bar, line, at) : undefined}
            dangerouslySetInnerHTML={{ __html: bar.svg }}
          />
        ))}
      </div>
    );
  });
}

/** A bar's sizes on its wide line, in the drawing's units; what is not written is 0. */
function barSizes(bar: WideLine['bars'][number], line: WideLine, at: number): CSSProperties {
  const sizes: Record<string, number> = { '--bw': bar.width };
  if (at > 0) sizes['--clef'] = bar.clef;
  if (bar.top !== line.top) sizes['--dy'] = bar.top - line.top;
  return sizes as CSSProperties;
}
