import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Kept } from './kept';

const keyOf = (markup: string) => /data-keep="([^"]+)"/.exec(markup)?.[1];

describe('Kept', () => {
  it('names a block by its element, attributes and inside together, so one key means one block', () => {
    const base = keyOf(renderToStaticMarkup(<Kept aria-label="Bar 1">x</Kept>));
    expect(base).toMatch(/^[\w-]{12}$/);
    expect(keyOf(renderToStaticMarkup(<Kept aria-label="Bar 1">x</Kept>))).toBe(base);
    const others = [
      <Kept key="label" aria-label="Bar 2">
        x
      </Kept>,
      <Kept key="class" aria-label="Bar 1" className="wide">
        x
      </Kept>,
      <Kept key="tag" tag="section" aria-label="Bar 1">
        x
      </Kept>,
      <Kept key="inside" aria-label="Bar 1">
        y
      </Kept>,
    ].map((element) => keyOf(renderToStaticMarkup(element)));
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });
});
