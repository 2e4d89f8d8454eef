import type { Page, Route } from '@playwright/test';
import { categories, lessonsOf } from './content';
import { expect, hydrated, test } from './fixtures';

/**
 * What the first screen waits for. A phone on a slow network pays a round trip for every
 * request between the HTML and the first paint, so the pages ask for none: their styles are
 * in the HTML, the heading font never holds text back or moves it, and the largest picture is
 * asked for from the <head>.
 */

const PAGES = ['/', '/lessons', '/lessons/funk-grooves', '/about', '/privacy'];
const FONT = /\.woff2$/;

test.describe('first paint', () => {
  test("nothing before the first paint is a stylesheet: a page's styles arrive with the HTML, and its islands' rules after its content", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    for (const path of PAGES) {
      await page.goto(path);
      // The one stylesheet a page names is the islands' (scripts/defer-island-styles.ts): after the page's content,
      // before its page data, which React reads only once the sheet is there.
      expect(
        await page
          .locator('link[rel="stylesheet"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        path,
      ).toEqual([expect.stringMatching(/^\/_next\/static\/chunks\/islands-[\w-]+\.css$/)]);
      const html = await (await page.request.get(path)).text();
      const link = html.search(/<link rel="stylesheet" href="\/_next\/static\/chunks\/islands-/);
      expect(link, path).toBeGreaterThan(html.indexOf('</footer>'));
      expect(link, path).toBeLessThan(html.indexOf('<script>self.__next_f.push('));
      // The inlined styles are really the site's: the header is fixed and the heading in its font stack.
      await expect(page.locator('header').first()).toHaveCSS('position', 'fixed');
      expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily), path).toContain(
        'Heading Fallback',
      );
    }
    // One sheet for the whole site, fetched once.
    expect(new Set(stylesheets).size).toBe(1);
    expect(stylesheets[0]).toMatch(/^\/_next\/static\/chunks\/islands-/);
  });

  /** Class names of the site's computed styles (styles/sx.tsx) on the page that no rule of its style sheets selects. */
  async function unstyledClasses(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const styled = new Set(selectors.join(' ').match(/(?:sx|practice)-[\w-]+/g));
      const used = new Set(
        [...document.querySelectorAll('[class*="sx-"], [class*="practice-"]')].flatMap((element) =>
          [...element.classList].filter((name) => /^(sx|practice)-/.test(name)),
        ),
      );
      // None at all would mean the page has none of the site's computed classes: a check that proves nothing.
      return used.size === 0 ? ['(no sx- class on the page)'] : [...used].filter((name) => !styled.has(name));
    });
  }

  test('the page data carries no style text the <head> holds, and every element keeps its styles after hydration, a link and Back', async ({
    page,
  }) => {
    for (const path of ['/privacy', '/lessons']) {
      const html = await (await page.request.get(path)).text();
      const headStyles = [
        ...html
          .slice(0, html.indexOf('</head>'))
          .matchAll(/<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g),
      ].map((match) => match[1]!);
      expect(headStyles.length, path).toBeGreaterThan(0);
      // The start of each, sought as the page data would write it (JSON, escaped for a script), after the <head>.
      const body = html.slice(html.indexOf('</head>'));
      for (const css of headStyles) {
        const rule = css.slice(0, 120);
        expect(
          body.split(
            JSON.stringify(rule)
              .slice(1, -1)
              .replaceAll('<', '\\u003c')
              .replaceAll('>', '\\u003e')
              .replaceAll('&', '\\u0026'),
          ).length - 1,
          `${path}: "${rule}" in the page data`,
        ).toBe(0);
      }
    }

    // A lesson card's picture, badges, description and length are kept blocks (components/kept.tsx): in the HTML, and
    // not again in the page data, where only the search's copy of each description is left.
    const target = lessonsOf(categories[0]!.id).find((lesson) => !lesson.featured)!;
    const lessonsHtml = await (await page.request.get('/lessons')).text();
    const lessonsData = lessonsHtml.split('<script>self.__next_f').slice(1).join('');
    expect(lessonsHtml.slice(0, lessonsHtml.indexOf('<script>self.__next_f'))).toContain(`>${target.description}</p>`);
    expect(lessonsData.split(target.description).length - 1, 'the description in the page data').toBe(1);
    expect(lessonsData).not.toContain(`/images/lessons/${target.slug}.svg`);
    const cards = () =>
      page
        .getByTestId('lesson-card')
        .evaluateAll((all) =>
          all.map(
            (card) =>
              `${card.querySelector('img')?.getAttribute('src')} ${card.querySelectorAll('svg circle, svg path').length} ${card.textContent}`,
          ),
        );

    await page.goto('/lessons');
    const styleCount = await page.locator('style').count();
    await hydrated(page);
    expect(await unstyledClasses(page), 'after hydration').toEqual([]);
    const drawnCards = await cards();
    expect(drawnCards.find((card) => card.includes(target.title))).toContain(target.description);
    // React kept the <head>'s elements rather than write the (missing) text again.
    expect(await page.locator('style').count()).toBe(styleCount);
    expect(
      await page
        .locator('head style')
        .evaluateAll((styles) => styles.filter((style) => style.textContent === '').length),
    ).toBe(0);
    // A link inside the site: the new page's styles come with its data.
    await page.getByRole('tabpanel').getByRole('link', { name: target.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    expect(await unstyledClasses(page), 'after a link').toEqual([]);
    await page.goBack();
    await expect(page.getByRole('searchbox')).toBeVisible();
    expect(await unstyledClasses(page), 'after Back').toEqual([]);
    // The cards are drawn again from what the page kept: pictures, icons and words.
    expect(await cards(), 'the lesson cards after Back').toEqual(drawnCards);
    // The featured lesson's picture, a kept block (sent once, in the HTML), is drawn again from what the page kept.
    await expect(page.getByTestId('featured-lesson').first().locator('img')).toHaveAttribute('src', /^data:image\//);
  });

  test("an island's rules are not in the HTML it is not drawn in, and style it once it draws", async ({ page }) => {
    await page.goto('/lessons/funk-grooves');
    await hydrated(page);
    const inline = () =>
      page.locator('style').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').join(''));
    // The speed trainer's fields are drawn when it is first opened: their rules are the shared sheet's alone.
    expect(await inline()).not.toContain('.practice-fieldset');
    await page.locator('summary', { hasText: 'Speed trainer' }).first().click();
    const fieldset = page.locator('.practice-fieldset').first();
    await expect(fieldset).toBeVisible();
    // Its rules are applied: the reset takes every padding away, its own rule gives it 0.5rem above.
    await expect(fieldset).toHaveCSS('padding-top', '8px');
    expect(await inline()).not.toContain('.practice-fieldset');
    expect(await unstyledClasses(page)).toEqual([]);
  });

  test("a lesson's notation, grids, groove captions, text and footer come once, in its HTML, not again in its page data, and stay drawn after a link, Back and a link back", async ({
    page,
  }) => {
    const path = '/lessons/bass-drum-independence';
    const html = await (await page.request.get(path)).text();
    // The notation's drawings (VexFlow's SVG, with single-quoted attributes), not the page's icons.
    const svgs = [...html.matchAll(/<svg stroke-width='[\s\S]*?<\/svg>/g)].map((match) => match[0]);
    expect(svgs.length).toBeGreaterThan(10);
    // Each drawing's and grid's start, as the page data would write it (JSON, escaped for a script): not there.
    const tables = [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((match) => match[0]);
    expect(tables.length).toBeGreaterThan(5);
    for (const svg of [...svgs.slice(0, 5), ...tables.slice(0, 5)]) {
      const start = svg.slice(0, 300);
      expect(
        html.split(JSON.stringify(start).slice(1, -1).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e')).length - 1,
      ).toBe(0);
    }
    // Blocks that never change in the browser (components/kept-block.tsx): each groove's caption with its view
    // choice and copy link, and the footer's outside links. As the page data would write them: not there.
    const captions = [...html.matchAll(/<figcaption[\s\S]*?<\/figcaption>/g)].length;
    expect(captions).toBeGreaterThan(5);
    const data = html.split('<script>self.__next_f').slice(1).join('');
    for (const prop of ['"data-edit-copy":', '"data-view":', '"id":"footer-further-reading"'])
      expect(data, prop).not.toContain(prop.replaceAll('"', '\\"'));
    // Nor their attributes: a notation block's words for a screen reader are in the HTML alone.
    const label = /<div data-keep="[^"]+" [^>]*aria-label="([^"]+)" data-notation/.exec(html)?.[1];
    expect(label).toMatch(/in drum notation\. Bar 1, /);
    // Up to its first `&` (which the HTML and the data escape differently): still long enough to be this label alone.
    expect(data).not.toContain(label!.split('&')[0]);
    // The footer's reading list is still an element in the data: its name and key, nothing else.
    expect(data).toMatch(/\\"as\\":\\"nav\\",\\"keep\\":\\"[\w-]{12}\\"\}/);
    // The lesson's own text between its grooves (its headings and paragraphs) too.
    const heading = 'How to know you have it';
    expect(html).toContain(`>${heading}</h2>`);
    expect(data).not.toContain(heading);
    const drawn = () =>
      page.evaluate(() => ({
        notation: [...document.querySelectorAll('[data-notation] svg')].filter((svg) => svg.querySelector('path'))
          .length,
        grids: [...document.querySelectorAll('[data-grid] table')].filter((table) => table.querySelector('td')).length,
        captions: [...document.querySelectorAll('figure[data-groove] > figcaption')].map(
          (caption) =>
            `${caption.querySelector('[id$="-caption"]')?.textContent} ${caption.querySelectorAll('input[type="radio"]').length} ${caption.querySelector('a[data-edit-copy]')?.getAttribute('href')?.length}`,
        ),
        readingLinks: document.querySelectorAll('footer nav[aria-labelledby="footer-further-reading"] a[href]').length,
        text: [...document.querySelectorAll('article [data-keep] > h2')].map((heading) => heading.textContent),
        paragraphs: document.querySelectorAll('article [data-keep] > p').length,
        // Each kept block's attributes (class, style, role, label…), in order of the page.
        attributes: [...document.querySelectorAll('[data-keep]')].map((block) =>
          [...block.attributes]
            .map(({ name, value }) => `${name}=${value}`)
            .sort()
            .join(' '),
        ),
      }));
    await page.goto(path);
    await hydrated(page);
    const first = await drawn();
    expect(first.notation).toBe(svgs.length);
    expect(first.grids).toBeGreaterThan(5);
    expect(first.captions).toHaveLength(captions);
    expect(first.captions[0]).toMatch(/^One bass drum note, moving · 4\/4 · .* 3 \d+$/);
    expect(first.readingLinks).toBeGreaterThan(2);
    expect(first.text).toContain(heading);
    expect(first.paragraphs).toBeGreaterThan(3);
    expect(first.attributes.filter((attributes) => /^aria-label=.* role=img/.test(attributes))).toHaveLength(
      html.split('data-notation="true"').length - 1,
    );
    // The view choice still works in a caption React never drew: Grid hides the groove's notation.
    const figure = page.locator('figure[data-groove]').first();
    await figure.getByRole('radio', { name: 'Grid' }).check();
    await expect(figure.locator('[data-notation]')).toBeHidden();
    await figure.getByRole('radio', { name: 'Both' }).check();
    await page.getByRole('link', { name: 'All lessons' }).click();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A page the router brings in arrives in parts, top first: the whole of it, once it has all come.
    await expect.poll(drawn, { message: 'after Back' }).toEqual(first);
    await page.goForward();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.locator(`a[href="${path}"]`).first().click();
    await expect(page).toHaveURL(path);
    await expect.poll(drawn, { message: 'after a link back' }).toEqual(first);
  });

  test('a long lesson draws its notation and grids only as they come near the screen, each as tall as it will be @both', async ({
    page,
  }) => {
    await page.goto('/lessons/bass-drum-independence');
    await hydrated(page);
    // Each block before and after it is brought into sight: drawn or left undrawn (a skipped block's own box
    // stands, what is inside it is what the browser leaves undrawn), and how tall it stands.
    const blocks = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const state = (block: Element) => ({
        drawn: [...block.children].some((child) => child.checkVisibility({ contentVisibilityAuto: true })),
        height: block.getBoundingClientRect().height,
      });
      const all = [
        ...document.querySelectorAll(
          'figure[data-groove] [data-notation], figure[data-groove] [data-grid] [role="region"]',
        ),
      ];
      const first = all.map(state);
      const seen: ReturnType<typeof state>[] = [];
      for (const block of all) {
        block.scrollIntoView();
        await frame();
        seen.push(state(block));
      }
      return all.map((_, index) => ({ before: first[index]!, after: seen[index]! }));
    });
    expect(blocks.length).toBeGreaterThan(10);
    expect(blocks.at(-1)!.before.drawn, 'the last groove, far below the first screen, is not drawn yet').toBe(false);
    // Each one brought into sight is drawn, and its placeholder was its height within 5 %: nothing below it jumps.
    for (const [index, { before, after }] of blocks.entries()) {
      expect(after.drawn, `block ${index} in sight`).toBe(true);
      expect(
        Math.abs(after.height - before.height) / after.height,
        `block ${index}: ${before.height} then ${after.height}`,
      ).toBeLessThan(0.05);
    }
  });

  test('the heading font is preloaded and used once it is there', async ({ page }) => {
    await page.goto('/lessons');
    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('href')).toMatch(FONT);
    // A second page finds it in the cache, so its headings are drawn in it.
    await page.goto('/about');
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes('headingFont') && face.status === 'loaded'),
      ),
    ).toBe(true);
  });

  /** Holds the heading font back until `release` is called, as a slow network would. */
  async function holdFont(page: Page) {
    const held: Route[] = [];
    let released = false;
    await page.route(FONT, (route) => (released ? route.continue() : void held.push(route)));
    return async () => {
      released = true;
      for (const route of held) await route.continue();
    };
  }

  async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
    return page.evaluate(
      () =>
        new Promise((resolve) => {
          const shifts: { value: number; sources: string[] }[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node?: Node }[];
            })[]) {
              shifts.push({
                value: entry.value,
                sources: entry.sources.map((source) => source.node?.textContent?.slice(0, 60) ?? '?'),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(shifts), 500);
        }),
    );
  }

  for (const path of PAGES) {
    test(`${path}: nothing moves when the heading font arrives late @both`, async ({ page }) => {
      const release = await holdFont(page);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const heading = page.locator('h1');
      const before = await heading.boundingBox();
      await release();
      await page.waitForLoadState('load');
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShifts(page), 'layout shifts').toEqual([]);
      expect(await heading.boundingBox()).toEqual(before);
    });
  }

  test('the home page asks for the hero picture that fits the screen, from the <head>, and only that one @both', async ({
    page,
  }, testInfo) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (/\/images\/hero/.test(request.url())) pictures.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const phone = (page.viewportSize()?.width ?? 0) < 768;
    const wanted = phone ? '/images/hero-tall.svg' : '/images/hero.svg';
    await expect(
      page.locator(`head link[rel="preload"][as="image"][href="${wanted}"][fetchpriority="high"]`),
    ).toHaveCount(1);
    await expect(page.locator('.hero-background img')).toHaveJSProperty('complete', true);
    expect(
      await page.locator('.hero-background img').evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
    ).toBe(wanted);
    expect([...new Set(pictures)], testInfo.project.name).toEqual([wanted]);
  });

  for (const { path, picture } of [
    { path: '/lessons/your-first-drum-fills', picture: 'main img[src^="data:"]' },
    { path: '/lessons', picture: '[data-testid="featured-lesson"] img[src^="data:"]' },
  ]) {
    test(`${path}: the picture of its first screen comes with the HTML, not as a request of its own`, async ({
      page,
    }) => {
      const lessonPictures: string[] = [];
      page.on('request', (request) => {
        if (/\/images\/lessons\//.test(request.url())) lessonPictures.push(new URL(request.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const image = page.locator(picture).first();
      await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect(image).toHaveAttribute('alt', /\w/);
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.waitForLoadState('load');
      // The lesson page asks for no lesson picture at all; /lessons only for the cards further down, lazily.
      if (path !== '/lessons') expect(lessonPictures).toEqual([]);
      else {
        // The first tab's featured lesson, whose banner is the first screen's picture.
        const featured = lessonsOf(categories[0]!.id).find((lesson) => lesson.featured)!;
        expect(lessonPictures).not.toContain(featured.image);
      }
    });
  }
});
