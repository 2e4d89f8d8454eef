/**
 * The engraver in the browser, for the groove builder and the editor's preview (loaded after the first paint): the
 * same drawing the build makes (engrave-core.ts), into the page's document, with the build's text metrics
 * (text-metrics.ts), so a groove comes out as a lesson prints it, byte for byte.
 */
import type { Groove } from '@/features/practice/groove/parse';
import { engraveOn, type EngravedLayout } from '@/features/practice/engrave/engrave-core';
import { withTextMetrics } from './text-metrics';

export function engraveHere(groove: Groove, options?: { twoALine?: boolean }): EngravedLayout[] {
  return withTextMetrics(SVGGraphicsElement.prototype, () => engraveOn(document, groove, options));
}
