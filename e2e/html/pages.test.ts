import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  categories,
  faqs,
  grooves,
  legalPages,
  lesson,
  lessons,
  lessonsOf,
  learningPaths,
  page as pageCopy,
  rudiments,
  site,
  studyTracks,
  words,
} from '../content';
import { fileFor, OUT, page, sitemapPaths, text } from './out';
import { notationDrawings } from '../../scripts/html-parts.mjs';
import { openSearch } from '../../features/practice/builder/address';
import { DONATION_DIALOG, practicePathAnchor, ROUTES, TOOL_WORDS } from '../../lib/routes';
import { DIALOG_FIELDS } from '../../features/donation/words';
import { STUDY_SECTIONS } from '../../content-model/study';
import {
  barsOf,
  DEFAULT_PERMUTATIONS,
  OTHER_PERMUTATION_CHOICES,
  permutationsOf,
} from '../../features/practice/permutations/permutations';

const MAIN_PAGES = [
  { path: '/', slug: 'home' },
  { path: '/about', slug: 'about' },
  { path: '/lessons', slug: 'lessons' },
  { path: '/resources', slug: 'resources' },
  { path: '/contact', slug: 'contact' },
];
const base = process.env.SITE_URL ?? site.url;
/** The study with the sticking permutations tool: its own page (the default choice) and a page for each other. */
const permutationsStudy = studyTracks
  .flatMap(({ studies }) => studies)
  .find((study) => study.text.includes('<StickingPermutations'));
const permutationPages = permutationsStudy
  ? [
      { ...DEFAULT_PERMUTATIONS, path: `/studies/${permutationsStudy.track}/${permutationsStudy.slug}` },
      ...OTHER_PERMUTATION_CHOICES.map((choice) => ({
        ...choice,
        path: `/studies/${permutationsStudy.track}/${permutationsStudy.slug}/${choice.family}/${choice.subdivision}`,
      })),
    ]
  : [];
const pages = sitemapPaths();

describe('the built pages', () => {
  it('the sitemap lists every page at the site address, and robots.txt points to it', () => {
    const sitemap = readFileSync(fileFor('/sitemap.xml')!, 'utf8');
    const expected = [
      ...MAIN_PAGES.map((entry) => entry.path),
      ...legalPages.map((legal) => `/${legal.slug}`),
      ...lessons.map((each) => `/lessons/${each.slug}`),
      '/metronome',
      '/rudiments',
      ...rudiments.map((each) => `/rudiments/${each.slug}`),
      '/studies',
      ...studyTracks.flatMap(({ track, studies }) => [
        `/studies/${track}`,
        ...studies.map((study) => `/studies/${track}/${study.slug}`),
      ]),
      ...permutationPages.map(({ path }) => path),
      ROUTES.grooveBuilder,
    ];
    for (const path of expected) expect(sitemap).toContain(`<loc>${new URL(path, base).toString()}</loc>`);
    expect(readFileSync(fileFor('/robots.txt')!, 'utf8')).toContain(
      `Sitemap: ${new URL('/sitemap.xml', base).toString()}`,
    );
  });

  it('every page has one h1, and every internal link and #anchor on it leads to a page and an element that exist', () => {
    expect(pages.length).toBeGreaterThanOrEqual(7 + lessons.length);
    const broken: string[] = [];
    for (const from of [...pages, '/404']) {
      const document = page(from);
      expect(document.querySelectorAll('h1'), `${from} has one h1`).toHaveLength(1);
      for (const anchor of document.querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href')!;
        if (!href.startsWith('/') && !href.startsWith('#')) continue;
        const url = new URL(href, new URL(from, base));
        // A bare #fragment stays on its page (even on the 404 page); other links must reach a file.
        const target = href.startsWith('#') ? from : url.pathname;
        if (!fileFor(target)) {
          broken.push(`${from} links to ${href}: nothing is served there`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        // The groove builder reads what follows its # as a groove, not as a place on the page: each must open one.
        if (target === ROUTES.grooveBuilder && fragment.startsWith('v=')) {
          const opened = openSearch(url.hash, {
            linkTooLong: 'too long',
            linkNewer: 'newer',
            linkDamaged: 'damaged: {detail}',
            linkTooManyBars: 'too many bars',
          });
          if (!opened || !('draft' in opened))
            broken.push(`${from} links to ${href}: the builder cannot open it (${opened?.problem ?? 'no groove'})`);
          continue;
        }
        if (fragment && !page(target).getElementById(fragment))
          broken.push(`${from} links to ${href}: no element with id "${fragment}"`);
      }
    }
    expect(broken).toEqual([]);
  });

  for (const { path, slug } of MAIN_PAGES) {
    it(`${path} has its heading, title and description from content/pages/${slug}.yaml`, () => {
      const copy = pageCopy(slug);
      const document = page(path);
      expect(text(document.querySelector('h1'))).toBe(copy.heading);
      expect(document.title).toBe(slug === 'home' ? copy.title : `${copy.title} | ${site.name}`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(copy.description);
    });
  }

  for (const legal of legalPages) {
    it(`/${legal.slug} has the text of content/legal/${legal.slug}.md, its sections as headings`, () => {
      const document = page(`/${legal.slug}`);
      expect(text(document.querySelector('h1'))).toBe(legal.title);
      expect(document.querySelectorAll('main h2').length).toBeGreaterThan(2);
      expect(text(document.querySelector('main'))).not.toContain('## ');
    });
  }

  it('every page names its own address as canonical, and ends with the footer and its link to the privacy policy', () => {
    for (const path of pages) {
      const document = page(path);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical && new URL(canonical).toString(), path).toBe(new URL(path, base).toString());
      expect(document.querySelector('footer a[href="/privacy"]'), path).not.toBeNull();
    }
  });
});

/** Every JSON-LD block of a page, parsed. */
function structuredData(path: string) {
  return [...page(path).querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('frames and pictures that stand alone', () => {
  it('every frame of another site (a form, a feed, a map) has a title that says what it holds', () => {
    let frames = 0;
    for (const path of pages) {
      for (const frame of page(path).querySelectorAll('iframe')) {
        frames += 1;
        expect(frame.getAttribute('title')?.trim(), `${path}: ${frame.getAttribute('src')}`).toBeTruthy();
      }
    }
    expect(frames).toBeGreaterThan(2);
  });

  it('every page defines each glyph its notation draws by name, once, however many grooves draw it', () => {
    let used = 0;
    let sharedAcrossGrooves = 0;
    for (const path of pages) {
      const html = readFileSync(fileFor(path)!, 'utf8');
      const definitions = [...html.matchAll(/<path id='(g[0-9a-z]+)'/g)].map((match) => match[1]!);
      expect(definitions.length, `${path}: a glyph defined twice`).toBe(new Set(definitions).size);
      const uses = [...html.matchAll(/<use href='#([^']+)'/g)].map((match) => match[1]!);
      expect(
        uses.filter((id) => !definitions.includes(id)),
        `${path}: glyphs drawn by a name the page does not define`,
      ).toEqual([]);
      used += uses.length;
      // A groove whose notation holds no definitions draws every glyph from another groove's on the page.
      for (const [figure] of html.matchAll(/<figure [^>]*data-groove[^>]*>[\s\S]*?<\/figure>/g))
        if (figure.includes("<use href='#") && !figure.includes('<defs>')) sharedAcrossGrooves += 1;
    }
    expect(used, 'glyphs drawn by name').toBeGreaterThan(1000);
    expect(
      sharedAcrossGrooves,
      'grooves drawn wholly from glyphs an earlier groove on their page defines',
    ).toBeGreaterThan(10);
  });

  it("what a <noscript> says is in the page's HTML, not again in its data (React never draws it in the browser)", () => {
    const html = readFileSync(fileFor('/lessons/bass-drum-independence')!, 'utf8');
    const [body, data] = [
      html.slice(0, html.indexOf('<script>self.__next_f')),
      html.slice(html.indexOf('<script>self.__next_f')),
    ];
    const said = words.practice.grooveNoScript;
    expect(body.split('<noscript>').length - 1).toBeGreaterThan(5);
    expect(body).toContain(said.split(';')[0]);
    expect(data).toContain('\\"noscript\\"');
    expect(data).not.toContain(said.split(';')[0]);
  });

  it('the HTML budget weighs every drawing of every notation block, each a bar, and nothing else', () => {
    let drawings = 0;
    for (const path of pages) {
      const html = readFileSync(fileFor(path)!, 'utf8');
      // Each drawing by its window and the notes it draws, in order: the same the browser finds in notation blocks.
      const found = notationDrawings(html).map(
        ({ svg }) => `${/viewBox='([^']*)'/.exec(svg)?.[1]} ${svg.split('data-step=').length - 1}`,
      );
      // Each bar drawn once, in its own box.
      const inBlocks = [...page(path).querySelectorAll('[data-notation] svg')].map((svg) => {
        expect(svg.parentElement?.matches('[data-drawing]'), path).toBe(true);
        return `${svg.getAttribute('viewBox')} ${svg.querySelectorAll('[data-step]').length}`;
      });
      expect(found, path).toEqual(inBlocks);
      drawings += found.length;
    }
    expect(drawings).toBeGreaterThan(500);
  });

  it("every notation picture (today's practice shows and prints them) defines each glyph it draws by name", () => {
    const folder = path.join(OUT, 'notation');
    const files = readdirSync(folder).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(40);
    let named = 0;
    for (const name of files) {
      const svg = readFileSync(path.join(folder, name), 'utf8');
      const defined = new Set([...svg.matchAll(/ id=['"]([^'"]+)['"]/g)].map((match) => match[1]));
      const used = [...svg.matchAll(/<use [^>]*href=['"]#([^'"]+)['"]/g)].map((match) => match[1]!);
      named += used.length;
      expect(
        used.filter((id) => !defined.has(id)),
        `${name}: glyphs drawn by a name it does not define`,
      ).toEqual([]);
      expect(svg, name).toMatch(/<path /);
    }
    expect(named, 'glyphs drawn by name').toBeGreaterThan(100);
  });
});

describe("the head's own scripts", () => {
  it('come once, in the head: the page data holds them emptied (they have run before React reads it)', () => {
    for (const path of ['/', '/privacy', '/lessons/bass-drum-independence']) {
      const html = readFileSync(fileFor(path)!, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      // The theme and the groove view chosen before the first paint (app/document.tsx).
      expect(inline.filter((script) => script.includes('localStorage')).length, path).toBe(2);
      const data = html.slice(html.indexOf('<script>self.__next_f'));
      for (const script of inline) {
        // As the page data writes it: a string in a row's JSON, in a script's JSON, with &, < and > escaped.
        const start = JSON.stringify(JSON.stringify(script.slice(0, 80)).slice(1, -1))
          .slice(1, -1)
          .replace(/[&<>]/g, (char) => `\\u00${char.charCodeAt(0).toString(16)}`);
        expect(data.includes(start), `${path}: ${script.slice(0, 40)}…`).toBe(false);
      }
      expect(data.split('\\"dangerouslySetInnerHTML\\":{\\"__html\\":\\"\\"}').length - 1, path).toBeGreaterThanOrEqual(
        2,
      );
    }
  });
});

describe("the players' folded tools", () => {
  it('come as their names alone: their fields are drawn when a visitor first opens them', () => {
    for (const path of ['/lessons/bass-drum-independence', '/metronome']) {
      const tools = [...page(path).querySelectorAll('details[data-speed-trainer], details[data-gap-click]')];
      expect(tools.length, path).toBeGreaterThan(1);
      for (const tool of tools) {
        expect(text(tool.querySelector('summary')), path).not.toBe('');
        expect(tool.querySelectorAll(':scope > :not(summary)').length, `${path}: ${text(tool)}`).toBe(0);
      }
    }
    // Every groove of the lesson has them (a groove of more than one bar, a section to loop too), nothing inside
    // but their names.
    const lesson = page('/lessons/bass-drum-independence');
    const players = lesson.querySelectorAll('[data-groove-player]').length;
    expect(players).toBeGreaterThan(5);
    for (const tool of ['speed-trainer', 'gap-click', 'play-along'])
      expect(lesson.querySelectorAll(`details[data-${tool}]`).length, tool).toBe(players);
    expect(lesson.querySelectorAll('details[data-loop-section]').length).toBeGreaterThan(0);
    const folded = lesson.querySelectorAll(
      'details:is([data-speed-trainer], [data-gap-click], [data-loop-section], [data-play-along])',
    );
    expect([...folded].every((tool) => tool.children.length === 1)).toBe(true);
    // Their fields' words are not in the page (HTML or data): they come from one file, fetched when a tool is opened.
    const fetched = JSON.parse(readFileSync(path.join(OUT, TOOL_WORDS), 'utf8')) as Record<string, string>;
    expect(fetched.trainerHint).toBe(words.practice.trainerHint);
    expect(Object.keys(fetched).length).toBeGreaterThan(10);
    for (const path of ['/lessons/bass-drum-independence', '/metronome', '/groove-builder']) {
      const html = readFileSync(fileFor(path)!, 'utf8');
      for (const [name, value] of Object.entries(fetched))
        expect(html, `${path}: ${name}`).not.toContain(JSON.stringify(value.slice(0, 40)).slice(1, -1));
    }
  });
});

describe('drawings from a shared file', () => {
  it('name a file of the site and a symbol in it, on every page', () => {
    const symbols = new Map<string, Set<string>>();
    const symbolsOf = (file: string) => {
      if (!symbols.has(file)) {
        const svg = readFileSync(path.join(OUT, file), 'utf8');
        symbols.set(file, new Set(Array.from(svg.matchAll(/<symbol id="([^"]+)"/g), (match) => match[1]!)));
      }
      return symbols.get(file)!;
    };
    let used = 0;
    for (const route of sitemapPaths()) {
      for (const use of page(route).querySelectorAll('use[href^="/"]')) {
        const [file, id] = use.getAttribute('href')!.split('#');
        expect(symbolsOf(file!), `${route}: ${use.getAttribute('href')}`).toContain(id);
        used += 1;
      }
    }
    // The footer's social icons at least, on every page.
    expect(used).toBeGreaterThanOrEqual(sitemapPaths().length * site.social.length);
  });
});

describe("the donation pop-up's file", () => {
  it("holds the pop-up's fields from site.yaml, as they are there, and nothing else: not the delay", () => {
    const fetched = JSON.parse(readFileSync(path.join(OUT, DONATION_DIALOG), 'utf8')) as Record<string, unknown>;
    const settings = site.donation as Record<string, unknown>;
    expect(Object.keys(fetched).sort()).toEqual([...DIALOG_FIELDS].sort());
    for (const field of DIALOG_FIELDS) expect(fetched[field], field).toEqual(settings[field]);
    expect(settings.delayMs).toBeGreaterThan(0);
    expect(fetched).not.toHaveProperty('delayMs');
  });
});

describe("the site's stylesheet", () => {
  /**
   * The variables a text defines (`--name:`) or reads (`var(--name`). A name may hold an escaped character
   * (`--chakra-spacing-1\.5`), whose backslash the page data doubles. Written here on their own, not taken from
   * scripts/prune-tokens.ts, so that a slip in the build's reading is not made again by the check of it.
   */
  const NAME = String.raw`--(?:[\w-]|\\.)+`;
  const defines = (css: string) =>
    new Set(Array.from(css.matchAll(new RegExp(`(${NAME}):`, 'g')), (match) => match[1]!));
  const reads = (text: string) =>
    new Set(
      Array.from(
        text.replaceAll('\\\\', '\\').matchAll(new RegExp(String.raw`var\(\s*(${NAME})`, 'g')),
        (match) => match[1]!,
      ),
    );
  /** Every variable of the theme, as scripts/build-styles.ts wrote it before the build left out the unread ones. */
  const theme = defines(readFileSync(path.join(OUT, '..', '.generated', 'chakra-global.css'), 'utf8'));
  const styleText = (html: string) =>
    Array.from(html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1]!).join('\n');

  it("defines on every page each of the theme's variables that its styles, elements and data read", () => {
    expect(theme.size).toBeGreaterThan(200);
    for (const path of pages) {
      const html = readFileSync(fileFor(path)!, 'utf8');
      const defined = defines(styleText(html));
      // The island styles it names (scripts/defer-island-styles.ts) read the page's variables too.
      const islands = /<link rel="stylesheet" href="\/([^"]+)"\/><\/body>/.exec(html)?.[1];
      const read = new Set([...reads(html), ...(islands ? reads(readFileSync(`${OUT}/${islands}`, 'utf8')) : [])]);
      const missing = [...read].filter((name) => theme.has(name) && !defined.has(name));
      expect(missing, `${path}: read but not defined`).toEqual([]);
      expect(defined.size, path).toBeLessThan(theme.size);
    }
  });

  it("defines each of the theme's variables the site's scripts read (the error screen's colours)", () => {
    const sheet = defines(styleText(readFileSync(fileFor('/')!, 'utf8')));
    const folder = path.join(OUT, '_next', 'static', 'chunks');
    const read = new Set(
      readdirSync(folder)
        .filter((name) => name.endsWith('.js'))
        .flatMap((name) => [...reads(readFileSync(path.join(folder, name), 'utf8'))]),
    );
    expect(read.has('--chakra-colors-bg-accent')).toBe(true);
    expect([...read].filter((name) => theme.has(name) && !sheet.has(name))).toEqual([]);
  });
});

describe('for search engines and sharing', () => {
  it('the home page describes the school as an organisation', () => {
    expect(structuredData('/')[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: site.name,
      email: site.email,
      telephone: site.phone,
      sameAs: site.social.map(({ url }) => url),
    });
  });

  it('the contact page marks up its questions as an FAQ page', () => {
    const [faqPage] = structuredData('/contact');
    expect(faqPage).toMatchObject({ '@type': 'FAQPage' });
    const questions = (faqPage!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map(
      ({ name, acceptedAnswer }) => [name, acceptedAnswer.text],
    );
    expect(questions).toEqual(faqs.map(({ question, answer }) => [question, answer]));
  });

  it('every lesson page describes its lesson as a free online course', () => {
    for (const each of lessons) {
      const [course] = structuredData(`/lessons/${each.slug}`);
      expect(course, each.slug).toMatchObject({
        '@type': 'Course',
        name: each.title,
        description: each.description,
        educationalLevel: each.level,
        timeRequired: `PT${each.duration}M`,
        isAccessibleForFree: true,
        provider: { name: site.name },
        syllabusSections: each.modules.map((name) => ({ '@type': 'Syllabus', name })),
      });
      // In the HTML, for search engines; not again in the page data, which no script reads it from.
      const html = readFileSync(fileFor(`/lessons/${each.slug}`)!, 'utf8');
      expect(html.slice(html.indexOf('<script>self.__next_f')), each.slug).not.toContain('schema.org');
    }
    expect(lesson('first-rock-beat').modules).toHaveLength(3);
  });

  it('every page names a 1200×630 PNG, with words for it, to show when shared', () => {
    for (const path of pages) {
      const document = page(path);
      const address = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
      expect(address, path).toBeTruthy();
      const file = fileFor(new URL(address!).pathname);
      expect(file, `${path}: ${address}`).toBeDefined();
      expect(pngSize(readFileSync(file!)), path).toEqual({ width: 1200, height: 630 });
      expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content'), path).toMatch(/\w/);
    }
  });
});

describe('the study shelf', () => {
  it('every study has its page: its title, its four sections in order, and each of its grooves drawn', () => {
    expect(studyTracks.map(({ track }) => track)).toEqual(expect.arrayContaining(['reading', 'fills']));
    for (const { track, studies } of studyTracks) {
      expect(studies.length, track).toBeGreaterThanOrEqual(track === 'hands' ? 6 : 8);
      for (const study of studies) {
        const path = `/studies/${track}/${study.slug}`;
        const document = page(path);
        expect(text(document.querySelector('h1')), path).toBe(study.title);
        const headings = [...document.querySelectorAll('h2')].map(text);
        expect(
          headings.filter((heading) => (STUDY_SECTIONS as readonly string[]).includes(heading)),
          path,
        ).toEqual([...STUDY_SECTIONS]);
        expect(study.grooves.length, path).toBeGreaterThan(0);
        for (const groove of study.grooves) {
          const figure = [...document.querySelectorAll('figure')].find(
            (each) => text(each.querySelector('figcaption')).split(' · ')[0] === groove.title,
          );
          expect(figure?.querySelector('[data-notation] svg path'), `${path}: ${groove.title}`).toBeTruthy();
        }
      }
    }
  });
});

describe('what the site promises', () => {
  const LATIN = [
    '/lessons/bossa-nova-and-samba',
    '/studies/feels/son-and-rumba-clave',
    '/studies/feels/songo',
    '/studies/feels/mozambique',
    '/studies/feels/6-8-bembe',
  ];
  /**
   * Each promise: the page that makes it, its words, the pages that keep it, and the learning path whose weeks must
   * lead to one of them (on /practice, where the weeks are listed).
   */
  const PROMISES = [
    { on: '/contact', words: 'ends with you playing two songs of your choice', keptBy: [], path: undefined },
    { on: '/lessons', words: 'then with recorded songs you choose', keptBy: [], path: undefined },
    { on: '/lessons', words: 'Funk, shuffle and Latin patterns', keptBy: LATIN, path: 'intermediate' },
    { on: '/lessons', words: 'Soloing, dynamics', keptBy: ['/studies/hands/short-snare-solo'], path: 'advanced' },
    { on: '/', words: 'Rock, funk, jazz, Latin, reggae and metal', keptBy: LATIN, path: undefined },
  ];

  it('every promise of the FAQ, the learning paths and home is on its page, and leads to pages that keep it', () => {
    const practice = page('/practice');
    for (const { on, words, keptBy, path } of PROMISES) {
      expect(text(page(on).querySelector('main')), on).toContain(words);
      for (const target of keptBy) expect(fileFor(target), `${words}: ${target}`).toBeTruthy();
      if (path) {
        const weeks = practice.getElementById(practicePathAnchor(path))!;
        const linked = [...weeks.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
        expect(
          keptBy.filter((target) => linked.includes(target)),
          `the ${path} path's weeks lead to a page that keeps "${words}"`,
        ).not.toHaveLength(0);
      }
    }
    // The songs the Beginner Path ends with are the learner's own: its last week says so, as the FAQ does.
    const beginner = practice.getElementById(practicePathAnchor('beginner'))!;
    const weeks = [...beginner.querySelectorAll('[data-path-week]')].map(text);
    expect(weeks.at(-1)).toContain('two songs of your choice');
    expect(weeks.some((week) => week.includes('along with a recorded song'))).toBe(true);
  });
});

describe("the paths' weeks on the practice page", () => {
  it('write a rudiment counted in eighths (6/8) as ♪ = n, the others in BPM', () => {
    const eighths = rudiments.filter((rudiment) => rudiment.groove.signature.unit === 8);
    const practice = page('/practice');
    const lines = [...practice.querySelectorAll('[data-path-week] p')].map(text);
    let checked = 0;
    for (const { plan } of learningPaths)
      for (const week of plan)
        for (const { rudiment, tempo } of week.rudiments ?? []) {
          const title = rudiments.find((each) => each.slug === rudiment)!.title;
          const written = eighths.some((each) => each.slug === rudiment)
            ? `${title} at ♪ = ${tempo}`
            : `${title} at ${tempo} BPM`;
          expect(
            lines.some((line) => line.includes(written)),
            written,
          ).toBe(true);
          if (written.includes('♪')) checked += 1;
        }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('the sticking permutations tool', () => {
  it('every choice has its page: the choice marked, the family listed, and all of it written out with its sticking', () => {
    expect(permutationPages).toHaveLength(15);
    for (const { family, subdivision, path } of permutationPages) {
      const document = page(path);
      const tool = document.getElementById('permutations')!;
      expect(tool, path).not.toBeNull();
      const current = [...tool.querySelectorAll('nav a[aria-current="page"]')].map((link) => link.getAttribute('href'));
      expect(current, path).toEqual([`${path}#permutations`, `${path}#permutations`]);
      const permutations = permutationsOf(family);
      const listed = [...tool.querySelectorAll('[data-permutations] > li')].map(text);
      expect(
        listed.map((item) => item.split(',')[0]!.split(' (')[0]),
        path,
      ).toEqual(permutations.map(({ hands }) => hands.join(' ')));
      // Each permutation's bars, one after another: "bar 1", "bars 2–3"…
      let first = 1;
      permutations.forEach((permutation, index) => {
        const bars = barsOf(permutation, subdivision);
        const where = bars === 1 ? `(bar ${first})` : `(bars ${first}–${first + bars - 1})`;
        expect(listed[index], path).toContain(where);
        first += bars;
      });
      // The notation says every hand in order, bar by bar: each permutation repeated until its cycle ends on a bar line.
      const label = tool.querySelector('[data-notation]')?.getAttribute('aria-label') ?? '';
      const said = [...label.matchAll(/Sticking: ([RL ]+)\./g)].flatMap(([, letters]) => letters!.split(' '));
      const written = permutations.flatMap((permutation) =>
        Array.from(
          { length: barsOf(permutation, subdivision) * { eighths: 8, triplets: 12, sixteenths: 16 }[subdivision] },
          (_, note) => permutation.hands[note % permutation.hands.length]!,
        ),
      );
      expect(said, path).toEqual(written);
      expect(tool.querySelector('[data-notation] svg path'), path).not.toBeNull();
    }
  });
});

describe('the rudiments, each on its own page', () => {
  it('each of the 40 has its number and name, what it is, its notation with every sticking letter, and a player', () => {
    expect(rudiments).toHaveLength(40);
    for (const rudiment of rudiments) {
      const path = `/rudiments/${rudiment.slug}`;
      const document = page(path);
      expect(text(document.querySelector('h1')), path).toBe(`${rudiment.number}. ${rudiment.title}`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content'), path).toBe(
        rudiment.description,
      );
      expect(text(document.querySelector('[data-learning-order]')), path).toContain(` ${rudiment.order} `);
      const tempos = [...document.querySelectorAll('[data-tempos] dd')].map(text);
      const { start, goal, advanced } = rudiment.tempos;
      expect(tempos, path).toHaveLength(3);
      [start, goal, advanced].forEach((tempo, index) => expect(tempos[index], path).toContain(String(tempo)));
      // Counted in eighths where its groove is in 6/8, as drum parts write it.
      if (rudiment.groove.signature.unit === 8) expect(tempos[0]).toContain(`♪ = ${start}`);
      else expect(tempos[0]).toBe(`${start} BPM`);
      const figures = [...document.querySelectorAll('figure')].filter((figure) =>
        text(figure.querySelector('figcaption')).includes(rudiment.groove.title),
      );
      expect(figures, path).toHaveLength(1);
      const figure = figures[0]!;
      expect(figure.querySelector('[data-notation] svg path'), path).not.toBeNull();
      // Notation only: a grid would say the one line of snare again.
      expect(figure.querySelector('[data-grid]'), path).toBeNull();
      const label = figure.querySelector('[data-notation]')?.getAttribute('aria-label') ?? '';
      // Said bar by bar: every main stroke in order, both strokes of a double, the graces' hands in words after it.
      const lines = [...label.matchAll(/Sticking: ([^.]+)\./g)].map(([, letters]) => letters!);
      const said = lines.flatMap((line) => line.replace(/ \([^)]*\)/g, '').split(' '));
      const strokes = (rudiment.groove.sticking ?? []).flatMap((hand, step) => {
        if (!hand) return [];
        const double = Object.values(rudiment.groove.voices).some((line) => line[step] === 'double');
        return double ? [hand, hand] : [hand];
      });
      expect(said, path).toEqual(strokes);
      if (rudiment.slug === 'flam-accent') {
        expect(lines.join(' ')).toBe('R (after a left grace note) L R L (after a right grace note) R L');
        const usedIn = [...document.querySelectorAll('[data-used-in] a')].map((link) => link.getAttribute('href'));
        expect(usedIn).toContain('/lessons/flam-rudiments-around-the-kit');
      }
      if (rudiment.slug === 'five-stroke-roll') expect(said.join(' ')).toMatch(/^R R L L R\b/);
      expect(
        [...figure.querySelectorAll('button')].some((button) => text(button) === 'Play'),
        `${path} has a Play button`,
      ).toBe(true);
    }
  });
});

describe('grooves in the built lessons', () => {
  const withGrooves = Object.entries(grooves).filter(([, list]) => list.length > 0);

  it('every beginner lesson has a groove', () => {
    // The Beginner tab's lessons, and any other lesson marked for beginners (a style taught from scratch).
    const beginner = categories.find((category) => category.id === 'beginner')!;
    const forBeginners = new Set(
      [...lessonsOf(beginner.id), ...lessons.filter((each) => each.level === 'Beginner')].map((each) => each.slug),
    );
    expect(forBeginners.size).toBeGreaterThan(lessonsOf(beginner.id).length);
    for (const slug of forBeginners) expect(grooves[slug], `${slug} has no <Groove>`).not.toHaveLength(0);
  });

  it('every lesson shows each groove its text declares, named, and drawn as notation with a note on every sounding step and no other', () => {
    expect(withGrooves.length).toBeGreaterThan(10);
    for (const [slug, list] of withGrooves) {
      const figures = [...page(`/lessons/${slug}`).querySelectorAll('main figure[data-groove]')];
      expect(figures, slug).toHaveLength(list.length);
      for (const [index, groove] of list.entries()) {
        const figure = figures[index]!;
        const where = `${slug}: ${groove.title}`;
        expect(text(figure.querySelector(`#${figure.getAttribute('aria-labelledby')}`)), where).toContain(
          `${groove.title} · ${groove.signature.beats}/${groove.signature.unit}`,
        );
        const notation = figure.querySelector('[data-notation]');
        expect(notation?.getAttribute('role'), where).toBe('img');
        expect(notation?.getAttribute('aria-label'), where).toContain(`${groove.title} in drum notation. `);
        const sounding = Array.from({ length: groove.steps }, (_, step) => step).filter((step) =>
          Object.values(groove.voices).some((line) => line[step]),
        );
        // Its bars, each drawn once (a wide screen sets them two a line), draw every note, and each bar is one drawing.
        const bars = [...notation!.querySelectorAll('[data-drawing]')];
        expect(
          bars.map((bar) => bar.querySelectorAll('svg').length),
          where,
        ).toEqual(Array.from({ length: groove.bars }, () => 1));
        const drawn = [
          ...new Set(
            [...notation!.querySelectorAll('svg [data-step]')].map((note) => Number(note.getAttribute('data-step'))),
          ),
        ].sort((a, b) => a - b);
        expect(drawn, where).toEqual(sounding);
      }
    }
  });
});
