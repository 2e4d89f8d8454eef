import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

/**
 * Starting from the sitemap, visit every page, then check every internal link and
 * in-page anchor on it: addresses answer 200, #fragments name an element that exists.
 */
test('every internal link and anchor on every page resolves @desktop', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length).toBeGreaterThanOrEqual(7 + 24);

  const ids = new Map<string, Set<string>>();
  const links: { from: string; href: string }[] = [];
  for (const path of [...pages, '/no-such-page']) {
    await page.goto(path);
    const found = await page.evaluate(() => ({
      ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
      hrefs: [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? ''),
      h1: document.querySelectorAll('h1').length,
    }));
    expect(found.h1, `${path} has one h1`).toBe(1);
    ids.set(path, new Set(found.ids));
    for (const href of found.hrefs) {
      if (href.startsWith('/') || href.startsWith('#')) links.push({ from: path, href });
    }
  }

  const statuses = new Map<string, number>();
  for (const { from, href } of links) {
    const url = new URL(href, new URL(from, baseURL));
    const path = url.pathname;
    // A bare #fragment stays on its page (even on the 404 page); other links must answer 200.
    if (!href.startsWith('#')) {
      if (!statuses.has(path)) statuses.set(path, (await request.get(path)).status());
      expect(statuses.get(path), `${from} links to ${href}`).toBe(200);
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!fragment) continue;
    if (!ids.has(path)) {
      await page.goto(path);
      ids.set(path, new Set(await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id))));
    }
    expect(ids.get(path)?.has(fragment), `${from} links to ${href}: no element with id "${fragment}"`).toBe(true);
  }
});
