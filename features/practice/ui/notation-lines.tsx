import type { CSSProperties } from 'react';
import type { WideBar, WideLine } from '@/features/practice/engrave/layout';

/**
 * A groove's notation, each bar drawn once (`data-drawing`), in the lines a wide screen sets them side by side in
 * (`data-line`); notation.tsx's classes lay them out. A lesson draws it on the server, the builder in the browser.
 */
export function NotationLines({ lines, wideAt }: { lines: WideLine[]; wideAt: number | undefined }) {
  return lines.map((line) => {
    const side = wideAt !== undefined && line.bars.length > 1;
    return (
      <div key={line.bars[0]!.firstBar} data-line style={side ? ({ '--w': line.width } as CSSProperties) : undefined}>
        {line.bars.map((bar) => (
          <div
            key={bar.firstBar}
            data-drawing
            style={side ? barSizes(bar, line) : undefined}
            dangerouslySetInnerHTML={{ __html: bar.svg }}
          />
        ))}
      </div>
    );
  });
}

/**
 * A bar's sizes on its wide line, in the drawing's units: its drawing's width, what of it shows (`--v`), where that
 * starts (`--c`) and how much lower its window starts than the line's (`--dy`). What is not written is 0.
 */
function barSizes(bar: WideBar, line: WideLine): CSSProperties {
  const sizes: Record<string, number> = { '--bw': bar.width, '--v': bar.shown };
  if (bar.cut > 0) sizes['--c'] = bar.cut;
  if (bar.top !== line.top) sizes['--dy'] = bar.top - line.top;
  return sizes as CSSProperties;
}
