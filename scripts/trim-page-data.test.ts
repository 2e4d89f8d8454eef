import { describe, expect, it } from 'vitest';
import { trimPageData } from './trim-page-data';

/** A page data script as Next writes it: JSON, with &, <, > escaped for the HTML. */
const script = (piece: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, piece]).replace(/[&<>]/g, (char) => `\\u00${char.charCodeAt(0).toString(16)}`)})</script>`;

/** A text row: its length is in UTF-8 bytes, in hex. */
const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

const style = (key: string, href: string, precedence: string, children: string) => [
  '$',
  'style',
  key,
  { precedence, href, children },
];

const SITE_CSS = 'html{color:#222}a>b{content:"…"}';
const RULE = '.sx-1{margin:0}';

/** A page in Next's shape: the hoisted styles in the head, the page data split over scripts at the end. */
function page(head: string, pieces: string[]) {
  return `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${pieces.map(script).join('')}</body></html>`;
}

const HEAD = `<style data-precedence="next" data-href="/site.css">${SITE_CSS}</style><style data-precedence="sx" data-href="sx-1 sx-2">${RULE}.sx-2{padding:0}</style>`;

const TREE = JSON.stringify([
  '$',
  'div',
  null,
  {
    children: [
      style('0', '/site.css', 'next', '$2'),
      style('sx-1', 'sx-1', 'sx', RULE),
      ['$', 'p', null, { children: '$3' }],
    ],
  },
]);
const DATA = `1:"$Sreact.fragment"\n${textRow('2', SITE_CSS)}${textRow('3', 'A paragraph’s text')}0:${TREE}\n:HL["/font.woff2","font"]\n`;

/** The page data of a page, put back together, as the browser reads it. */
function pageData(html: string) {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)]
    .map((match) => (JSON.parse(match[1]!) as [1, string])[1])
    .join('');
}

describe('trimPageData', () => {
  it('takes out the styles the head holds, element and text, by reference and written in, and nothing else', () => {
    const { html, removed } = trimPageData(page(HEAD, [DATA]));
    const data = pageData(html);
    expect(data).toContain('2:T0,');
    expect(data).not.toContain(SITE_CSS);
    expect(data).not.toContain(RULE);
    // The elements go too, each leaving a hole where it was, so the elements after them keep their places.
    expect(data).toContain(
      `0:${JSON.stringify(['$', 'div', null, { children: [null, null, ['$', 'p', null, { children: '$3' }]] }])}\n`,
    );
    // Other text rows, and every other row, are as they were.
    expect(data).toContain(textRow('3', 'A paragraph’s text'));
    expect(data).toContain('1:"$Sreact.fragment"\n');
    expect(data).toContain(':HL["/font.woff2","font"]\n');
    expect(removed).toBe(SITE_CSS.length + RULE.length);
    // The rest of the page is untouched.
    expect(html.slice(0, html.indexOf('</head>'))).toBe(page(HEAD, [DATA]).slice(0, html.indexOf('</head>')));
  });

  it('keeps style text the head does not hold: another text, another precedence, or no such element', () => {
    const otherHead = `<style data-precedence="next" data-href="/site.css">html{color:#000}</style><style data-precedence="other" data-href="sx-1">${RULE}</style>`;
    for (const head of [otherHead, '']) {
      const original = page(head, [DATA]);
      expect(trimPageData(original)).toEqual({
        html: original,
        removed: 0,
        removedScripts: 0,
        removedBlocks: 0,
        blocksLeftWhole: 0,
      });
    }
  });

  it("takes out an element that refers to another style element's props, and what refers to its place", () => {
    // React writes a style element used again as a reference to the first one's props, by its path.
    const tree = JSON.stringify([
      ['$', 'style', null, { href: 'sx-1', precedence: 'sx', children: RULE }],
      [
        '$',
        'main',
        null,
        {
          children: [
            ['$', 'style', null, '$0:0:props'],
            ['$', 'p', null, { children: 'Hi' }],
          ],
        },
      ],
    ]);
    const other = JSON.stringify([
      ['$', 'style', null, '$0:1:props:children:0:props'],
      ['$', 'b', null, { children: '$0:1:props:children:1:props:children' }],
      '$0:1:props:children:0',
    ]);
    const { html } = trimPageData(page(HEAD, [`0:${tree}\n4:${other}\n`]));
    expect(pageData(html)).toBe(
      `0:${JSON.stringify([null, ['$', 'main', null, { children: [null, ['$', 'p', null, { children: 'Hi' }]] }]])}\n` +
        `4:${JSON.stringify([null, ['$', 'b', null, { children: '$0:1:props:children:1:props:children' }], '$0:1:props:children:0'])}\n`,
    );
  });

  it('stops when the page data refers into a style element it would take out, other than to its props', () => {
    const tree = JSON.stringify([['$', 'style', null, { href: 'sx-1', precedence: 'sx', children: RULE }]]);
    const other = JSON.stringify(['$', 'b', null, { title: '$0:0:props:href' }]);
    expect(() => trimPageData(page(HEAD, [`0:${tree}\n4:${other}\n`]))).toThrow(/refers into a style element/);
    // Its text, written as a text row, too.
    const byText = JSON.stringify([['$', 'style', null, { href: '/site.css', precedence: 'next', children: '$2' }]]);
    const toText = JSON.stringify(['$', 'b', null, { title: '$0:0:props:children' }]);
    expect(() => trimPageData(page(HEAD, [`${textRow('2', SITE_CSS)}0:${byText}\n4:${toText}\n`]))).toThrow(
      /refers into a style element/,
    );
  });

  it('keeps the scripts, each starting at the start of a row, when a row was split between two', () => {
    const cut = DATA.indexOf('html{color') + 5;
    const { html } = trimPageData(page(HEAD, [DATA.slice(0, cut), DATA.slice(cut, cut + 30), DATA.slice(cut + 30)]));
    const pieces = [...html.matchAll(/self\.__next_f\.push\(\[1,/g)];
    expect(pieces).toHaveLength(3);
    expect(pageData(html)).toBe(pageData(trimPageData(page(HEAD, [DATA])).html));
  });

  it('reads text rows by their length in bytes, with characters of more than one byte', () => {
    const css = 'q::before{content:"“»🥁"}';
    const head = `<style data-precedence="next" data-href="/site.css">${css}</style>`;
    const tree = JSON.stringify(style('0', '/site.css', 'next', '$2'));
    const { html, removed } = trimPageData(page(head, [`${textRow('2', css)}${textRow('4', '🥁 après')}0:${tree}\n`]));
    expect(removed).toBe(css.length);
    expect(pageData(html)).toBe(`2:T0,${textRow('4', '🥁 après')}0:null\n`);
  });

  it('stops on page data it cannot read back exactly, rather than write a page that may not hydrate', () => {
    expect(() => trimPageData(page(HEAD, [DATA]).replace('self.__next_f.push([1,', 'self.__next_f.push([3,'))).toThrow(
      /binary/,
    );
    // Written with "/" escaped, which Next does not do: reading it back would change the script.
    expect(() => trimPageData(page(HEAD, [DATA]).replace('"/site.css\\"', '"\\/site.css\\"'))).toThrow(/read back/);
    expect(() => trimPageData(page(HEAD, [DATA.replace('2:T', '2:Tfff')]))).toThrow(/past the end/);
  });

  describe('kept blocks', () => {
    /** A kept block (components/kept-block.tsx) as the page data writes it: the client component is row 7. */
    const block = (keep: string, inside: Record<string, unknown>) => [
      '$',
      '$L7',
      null,
      { className: 'b', keep, ...inside },
    ];
    /** The same block once trimmed: its key and element alone. */
    const trimmedBlock = (keep: string, tag?: string) => ['$', '$L7', null, { keep, ...(tag ? { as: tag } : {}) }];
    const CAPTION = ['$', 'span', null, { children: ['Groove 1', ' · ', '$9'] }];
    const BODY = `<main><figcaption data-keep="cap"><span>Groove 1 · 4/4</span></figcaption><div data-keep="legal"><p>Policy</p></div><nav data-keep="links"><a>x</a></nav><div data-keep="path"><b>y</b></div></main>`;
    const tree = (...children: unknown[]) => JSON.stringify(['$', 'main', null, { children }]);
    const rowsOf = (rest: string, ...children: unknown[]) =>
      `7:I["k",[],"KeptBlock"]\n8:I["l",[],"default"]\n${textRow('9', '4/4')}${rest}0:${tree(...children)}\n`;
    const trim = (data: string) => {
      const original = page(HEAD, [data]).replace('<main>Hi</main>', BODY);
      const result = trimPageData(original);
      return { ...result, data: pageData(result.html), original };
    };

    it("takes out a block's children or inner HTML and its attributes, with the rows only they name, and leaves the HTML as it was", () => {
      const { html, data, original, removedBlocks, blocksLeftWhole } = trim(
        rowsOf(
          `a:["$","b",null,{"children":"in a row of its own"}]\nc:{"--notation-height":"80px"}\n`,
          block('cap', {
            as: 'figcaption',
            role: 'img',
            'aria-label': 'Bar 1, Hi-hat',
            style: '$c',
            children: CAPTION,
          }),
          block('legal', { dangerouslySetInnerHTML: { __html: '<p>Policy</p>' } }),
          block('links', { children: '$a' }),
          // A block the body does not hold (the page was drawn otherwise) keeps its inside.
          block('elsewhere', { children: 'not on the page' }),
        ),
      );
      expect(data).toContain(
        tree(
          trimmedBlock('cap', 'figcaption'),
          trimmedBlock('legal'),
          trimmedBlock('links'),
          block('elsewhere', { children: 'not on the page' }),
        ),
      );
      // The text row and the model rows that only the blocks named: emptied, and gone.
      expect(data).toContain('9:T0,');
      expect(data).not.toContain('in a row of its own');
      expect(data).not.toContain('--notation-height');
      expect(data).toContain('7:I["k",[],"KeptBlock"]');
      expect(removedBlocks).toBeGreaterThan(JSON.stringify(CAPTION).length + '<p>Policy</p>'.length);
      expect(blocksLeftWhole).toBe(0);
      expect(html.slice(0, html.indexOf('<script>self'))).toBe(original.slice(0, original.indexOf('<script>self')));
    });

    it('leaves a block whole when something in it runs in the browser, or when the page data refers into it', () => {
      const client = ['$', '$L8', null, { children: 'a client component' }];
      const { data, blocksLeftWhole } = trim(
        rowsOf(
          `a:["$","p",null,{"children":["$","$L8",null,{}]}]\nb:{"shared":"$0:props:children:3:3:children:props"}\n`,
          block('cap', { children: ['x', client] }),
          // Through a row of its own.
          block('links', { children: '$a' }),
          // Something unknown to the script.
          block('legal', { children: '$Qc' }),
          // Row b refers to a value inside this block.
          block('path', { children: ['$', 'i', null, { children: { title: 'shared' } }] }),
          '$b',
        ),
      );
      expect(blocksLeftWhole).toBe(4);
      expect(data).toContain(JSON.stringify(block('cap', { children: ['x', client] })));
      expect(data).toContain('a:["$","p"');
      expect(data).toContain('$Qc');
      expect(data).toContain('"title":"shared"');
      // Still named by the block left whole, as it was.
      expect(data).toContain('9:T3,4/4');
    });

    it('takes out what a <noscript> holds, with the rows only it names, and keeps the element in its place', () => {
      const { data, removedBlocks } = trim(
        rowsOf(
          `a:["$","p",null,{"children":"Playing the groove needs JavaScript."}]\n`,
          ['$', 'noscript', null, { children: '$a' }],
          ['$', 'noscript', null, { children: ['$', 'p', null, { children: 'Inline.' }] }],
          // A client component inside stays, as the rest of the script leaves what it does not know.
          ['$', 'noscript', null, { children: ['$', '$L8', null, {}] }],
        ),
      );
      expect(data).toContain(
        tree(
          ['$', 'noscript', null, {}],
          ['$', 'noscript', null, {}],
          ['$', 'noscript', null, { children: ['$', '$L8', null, {}] }],
        ),
      );
      expect(data).not.toContain('needs JavaScript');
      expect(data).not.toContain('Inline.');
      expect(removedBlocks).toBeGreaterThan('"Inline."'.length);
    });

    it('keeps a row that something outside the block names too', () => {
      const { data } = trim(rowsOf('', block('cap', { children: CAPTION }), ['$', 'p', null, { children: '$9' }]));
      expect(data).toContain(tree(trimmedBlock('cap'), ['$', 'p', null, { children: '$9' }]));
      expect(data).toContain('9:T3,4/4');
    });
  });

  it("empties the data's copy of an inline script the head holds as written, and no other script", () => {
    const THEME = 'try{document.documentElement.classList.add("dark")}catch(e){}';
    const OTHER = 'console.log(1<2)';
    const scriptElement = (props: Record<string, unknown>) => ['$', 'script', null, props];
    const root = (...children: unknown[]) =>
      `0:${JSON.stringify(['$', 'html', null, { children: ['$', 'head', null, { children }] }])}\n`;
    const html = page(`${HEAD}<script>${THEME}</script><script>console.log(2)</script>`, [
      DATA +
        root(
          scriptElement({ dangerouslySetInnerHTML: { __html: THEME } }),
          scriptElement({ dangerouslySetInnerHTML: { __html: OTHER } }),
          scriptElement({ src: '/a.js', dangerouslySetInnerHTML: { __html: THEME } }),
        ),
    ]);
    const result = trimPageData(html);
    expect(result.removedScripts).toBe(THEME.length);
    const data = pageData(result.html);
    expect(data).toContain(JSON.stringify(scriptElement({ dangerouslySetInnerHTML: { __html: '' } })));
    expect(data).not.toContain(JSON.stringify(scriptElement({ dangerouslySetInnerHTML: { __html: THEME } })));
    // Not in the head as written: kept. A script with an address: kept.
    expect(data).toContain(JSON.stringify(OTHER));
    expect(data).toContain(JSON.stringify(scriptElement({ src: '/a.js', dangerouslySetInnerHTML: { __html: THEME } })));
  });

  it("empties the data's copy of structured data the body holds as written, and no other", () => {
    const COURSE = '{"@context":"https://schema.org","@type":"Course","name":"Rock"}';
    const ld = (text: string) => [
      '$',
      'script',
      null,
      { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: text } },
    ];
    const html = page(HEAD, [
      DATA + `0:${JSON.stringify(['$', 'article', null, { children: [ld(COURSE), ld('{"@type":"Other"}')] }])}\n`,
    ]).replace(
      '<main>Hi</main>',
      `<main><article><script type="application/ld+json">${COURSE}</script></article></main>`,
    );
    const result = trimPageData(html);
    expect(result.removedScripts).toBe(COURSE.length);
    const data = pageData(result.html);
    expect(data).toContain(JSON.stringify(ld('')));
    expect(data).not.toContain(JSON.stringify(COURSE).slice(1, -1));
    // Not in the HTML as written: kept.
    expect(data).toContain(JSON.stringify(ld('{"@type":"Other"}')));
    expect(result.html.slice(0, result.html.indexOf('<script>self'))).toContain(COURSE);
  });

  it('leaves a page without page data alone', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Offline</p></body></html>';
    expect(trimPageData(plain)).toEqual({
      html: plain,
      removed: 0,
      removedScripts: 0,
      removedBlocks: 0,
      blocksLeftWhole: 0,
    });
  });
});
