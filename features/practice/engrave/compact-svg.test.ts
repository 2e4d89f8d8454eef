import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hoistTextAttributes, mergeStrokes } from './compact-svg';

function svgOf(inside: string): SVGSVGElement {
  const { document } = new JSDOM(`<!doctype html><svg xmlns="http://www.w3.org/2000/svg">${inside}</svg>`).window;
  return document.querySelector('svg')!;
}

describe('mergeStrokes', () => {
  it('draws the strokes of one parent with the same attributes as one path, in the first one’s place', () => {
    const svg = svgOf(
      '<path stroke-width="1.5" fill="none" d="M1 1L1 5"/><use href="#beam"/>' +
        '<path fill="none" stroke-width="1.5" d="M3 1L3 5"/><path stroke-width="1" fill="none" d="M0 0L9 0"/>' +
        '<path stroke-width="1.5" fill="none" d="M5 1L5 5"/>',
    );
    mergeStrokes(svg);
    expect(svg.innerHTML).toBe(
      '<path stroke-width="1.5" fill="none" d="M1 1L1 5M3 1L3 5M5 1L5 5"></path><use href="#beam"></use>' +
        '<path stroke-width="1" fill="none" d="M0 0L9 0"></path>',
    );
  });

  it('leaves alone filled shapes, paths with an id, and strokes in different groups', () => {
    const inside =
      '<path stroke="none" d="M0 0L1 1"/><path stroke="none" d="M2 2L3 3"/>' +
      '<path id="g1-0" fill="none" d="M0 0L1 0"/><path id="g1-1" fill="none" d="M0 2L1 2"/>' +
      '<g data-step="0"><path fill="none" d="M0 0L0 4"/></g><g data-step="1"><path fill="none" d="M2 0L2 4"/></g>';
    const svg = svgOf(inside);
    const before = svg.innerHTML;
    mergeStrokes(svg);
    expect(svg.innerHTML).toBe(before);
  });
});

describe('hoistTextAttributes', () => {
  it('writes the attributes most letters share once on the SVG, and leaves the others’ own', () => {
    const svg = svgOf(
      '<text x="1" text-anchor="middle" font-size="13">R</text><text x="2" text-anchor="middle" font-size="13">L</text>' +
        '<text x="3" text-anchor="end" font-size="10">3</text>',
    );
    hoistTextAttributes(svg);
    expect(svg.getAttribute('text-anchor')).toBe('middle');
    expect(svg.getAttribute('font-size')).toBe('13');
    expect(svg.innerHTML).toBe(
      '<text x="1">R</text><text x="2">L</text><text x="3" text-anchor="end" font-size="10">3</text>',
    );
  });

  it('hoists nothing a letter does not name, as that letter takes it from the page', () => {
    const svg = svgOf(
      '<text font-weight="600" font-size="13">R</text><text font-weight="600" font-size="13">L</text>' +
        '<text font-size="13">f</text>',
    );
    hoistTextAttributes(svg);
    expect(svg.hasAttribute('font-weight')).toBe(false);
    expect(svg.getAttribute('font-size')).toBe('13');
    expect(svg.querySelectorAll('[font-weight="600"]')).toHaveLength(2);
  });
});
