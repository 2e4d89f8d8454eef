import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { partsOf } from './html-parts.mjs';

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
    ];
    const icon = '<svg class="icon"><circle r="10"></circle></svg>';
    const html =
      `<html><head>${styles[0]}${styles[1]}</head><body><p>Play it slowly.</p>${icon}` +
      `<figure><div data-notation="true"><div data-layout="1"><div data-keep="a">${drawings[0]}</div></div>` +
      `<div data-layout="2"><div data-keep="b">${drawings[1]}</div></div></div></figure>` +
      `${data[0]}<script src="/a.js"></script>${data[1]}</body></html>`;
    expect(partsOf(html)).toEqual({
      css: gzipped(styles.join('')),
      pageData: gzipped(data.join('')),
      notation: gzipped(drawings.join('')),
      rest: gzipped(
        `<html><head></head><body><p>Play it slowly.</p>${icon}<figure><div data-notation="true"><div data-layout="1">` +
          `<div data-keep="a"></div></div><div data-layout="2"><div data-keep="b"></div></div></div></figure>` +
          `<script src="/a.js"></script></body></html>`,
      ),
    });
  });

  it('counts nothing for a part a page does not have', () => {
    expect(partsOf('<p>Rest</p>')).toEqual({ css: 0, pageData: 0, notation: 0, rest: gzipped('<p>Rest</p>') });
  });
});
