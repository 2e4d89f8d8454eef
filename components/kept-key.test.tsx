import { describe, expect, it } from 'vitest';
import { keptBlockKey } from './kept-key';

function Caption({ title }: { title: string }) {
  return <span>{title}</span>;
}
function Other({ title }: { title: string }) {
  return <span>{title}</span>;
}

describe('keptBlockKey', () => {
  it('is the same for the same inside, made twice', () => {
    const make = () => [<Caption key="a" title="Money beat" />, ' · ', <b key="b">4/4</b>];
    expect(keptBlockKey(make())).toBe(keptBlockKey(make()));
  });

  it('differs with any text, prop, key, element or component inside', () => {
    const base = keptBlockKey([<Caption key="a" title="Money beat" />, <b key="b">4/4</b>]);
    const others = [
      [<Caption key="a" title="Money beat" />, <b key="b">3/4</b>],
      [<Caption key="a" title="Half-time" />, <b key="b">4/4</b>],
      [<Caption key="c" title="Money beat" />, <b key="b">4/4</b>],
      [<Caption key="a" title="Money beat" />, <i key="b">4/4</i>],
      [<Other key="a" title="Money beat" />, <b key="b">4/4</b>],
      [
        <Caption key="a" title="Money beat" />,
        <b key="b" className="x">
          4/4
        </b>,
      ],
    ].map((inside) => keptBlockKey(inside));
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });

  it('names inner HTML given as text by that text', () => {
    expect(keptBlockKey('<p>Policy</p>')).toBe(keptBlockKey('<p>Policy</p>'));
    expect(keptBlockKey('<p>Policy</p>')).not.toBe(keptBlockKey('<p>Terms</p>'));
  });
});
