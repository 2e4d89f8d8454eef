import 'server-only';
import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * A Lucide icon drawn on the server as plain SVG, for server components. lucide-react's icons are client components
 * (they read a context for their defaults): each one drawn on the server is a client reference in the page's data,
 * hydrated in the browser, and a block holding one cannot be kept out of the page's data (components/kept.tsx). This
 * draws the same SVG lucide-react draws (static-icon.test.tsx compares the two for every icon in static-icons.ts),
 * from the drawing the `lucide` package gives as data. Always decorative: the text beside it carries the meaning.
 */
export function StaticIcon({
  icon,
  size = 24,
  strokeWidth = 2,
  fill = 'none',
  className,
}: {
  icon: IconNode;
  size?: number;
  strokeWidth?: number;
  /** `currentColor` fills the shape (a play button's triangle). */
  fill?: string;
  className?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
