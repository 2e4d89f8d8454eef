import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { notationDrawings, partsOf } from './html-parts.mjs';

const gzipped = (text) => gzipSync(text).length;

describe("a page's parts", () => {
  it('weighs its inline CSS, page data and notation apart, and what is left', () => {
    const styles = [
      '<style data-precedence="next">body{margin:0}</style>',
      '<style data-precedence="sx">.a{color:red}</style>',
    ];
    const data = [
      '<script>self.__next_f.push([1,"0:[]\\n"])</script>',
      '<script>self.__next_f.push([1,"1:{}\\n"])</script>',
    ];
    const drawings = [
      '<svg stroke-width=\'0.3\'><path d="M1 1"></path></svg>',
      '<svg stroke-width=\'0.3\'><path d="M2 2"></path></svg>',
      '<svg stroke-width=\'0.3\'><path d="M3 3"></path></svg>',
    ];
    const icon = '<svg class="icon"><circle r="10"></circle></svg>';
    const block = (inside) => `<div data-keep="k" class="sx-n" role="img" data-notation="true">${inside}</div>`;
    const bar = (svg, after = '') => `<div data-drawing="true"${after}>${svg}</div>`;
    const line = (...bars) => `<div data-line="true" style="--w:900">${bars.join('')}</div>`;
    const html =
      `<html><head>${styles[0]}${styles[1]}</head><body><p>Play it slowly.</p>${icon}` +
      `<figure>${block(`${line(bar(drawings[0]), bar(drawings[1], ' style="--bw:400;--v:380;--c:20"'))}${line(bar(drawings[2]))}`)}` +
      `<div data-grid="true"><button>${icon}</button></div></figure>` +
      `${data[0]}<script src="/a.js"></script>${data[1]}</body></html>`;
    expect(notationDrawings(html)).toEqual(drawings.map((svg) => ({ bars: 1, svg })));
    expect(partsOf(html)).toEqual({
      css: gzipped(styles.join('')),
      pageData: gzipped(data.join('')),
      notation: gzipped(drawings.join('')),
      rest: gzipped(
        `<html><head></head><body><p>Play it slowly.</p>${icon}<figure>` +
          block(`${line(bar(''), bar('', ' style="--bw:400;--v:380;--c:20"'))}${line(bar(''))}`) +
          `<div data-grid="true"><button>${icon}</button></div></figure><script src="/a.js"></script></body></html>`,
      ),
    });
  });

  it('calls the notation unknown on a page whose drawings it cannot find, not none', () => {
    const parts = partsOf('<div data-notation="true"><div data-lines="1"><svg></svg></div></div>');
    expect(parts.notation).toBeUndefined();
    expect(parts.rest).toBeGreaterThan(0);
  });

  it('counts nothing for a part a page does not have', () => {
    expect(partsOf('<p>Rest</p>')).toEqual({ css: 0, pageData: 0, notation: 0, rest: gzipped('<p>Rest</p>') });
  });
});
