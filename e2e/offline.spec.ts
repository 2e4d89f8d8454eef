import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServiceWorker, chunkHolding, ON_DEMAND_CHUNKS } from '../scripts/build-service-worker';
import { pageScriptPolicy, serveConfig } from '../scripts/security-headers.mjs';
import { grooves, lessonsOf, page as pageCopy, site, words } from './content';
import { expect, hydrated, test } from './fixtures';
import { QUEUED_EVENT } from '../features/practice/playback/audio-engine';
import { KIT_URL } from '../features/practice/playback/kit-url';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (precached every page) and controls the page. */
async function workerInCharge(page: import('@playwright/test').Page) {
  // The worker claims the page once it is active, that is once everything is precached.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 60_000,
  });
}

/** Requests the visitor could notice: failed ones, except those a navigation cancelled, and pictures that did not draw. */
/**
 * The site's own requests that fail from now on. Outside services (the embeds) fail offline by nature, whenever
 * their frame happens to load (a lazy one, on a busy machine, after the connection is cut); what they show then
 * is checked on its own.
 */
function watchFailures(page: import('@playwright/test').Page) {
  const failed: string[] = [];
  const ours = (url: string) => new URL(url).origin === new URL(page.url()).origin;
  page.on('requestfailed', (request) => {
    if (ours(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED')
      failed.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (ours(response.url()) && response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  return failed;
}

async function brokenPictures(page: import('@playwright/test').Page) {
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => (image.loading === 'lazy' ? null : image.decode().catch(() => null))),
    ),
  );
  return page
    .locator('main img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.loading !== 'lazy' && image.complete && image.naturalWidth === 0)
        .map((image) => image.src),
    );
}

test.describe('without a connection', () => {
  test.describe.configure({ timeout: 120_000 });

  // One install serves every check below: the worker precaches the whole site (about 10 MB), the slow part.
  test('after one visit to the home page the site is installable, and offline unvisited lessons, the metronome and a groove work, a page not kept opens the offline page, and the embeds say they are offline', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await workerInCharge(page);
    await test.step('installable: a manifest with icons, including a maskable one, and theme colours', async () => {
      // Chromium's DevTools protocol reports installability (both projects run Chromium, playwright.config.ts).
      const cdp = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      // Playwright's contexts are incognito, where Chromium installs nothing: every other reason counts.
      expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
      const { errors, url } = (await cdp.send('Page.getAppManifest')) as {
        errors: { message: string }[];
        url: string;
      };
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
      const manifest = await (await page.request.get('/manifest.webmanifest')).json();
      expect(manifest.icons.map((icon: { purpose: string; sizes: string }) => `${icon.purpose} ${icon.sizes}`)).toEqual(
        expect.arrayContaining(['any 192x192', 'any 512x512', 'maskable 512x512']),
      );
      await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
      await cdp.detach();
    });
    await context.setOffline(true);
    const failed = watchFailures(page);

    const [lesson] = lessonsOf('advanced');
    const withGroove = Object.keys(grooves).find((slug) => grooves[slug]!.length > 0 && slug !== lesson!.slug)!;
    for (const slug of [lesson!.slug, withGroove]) {
      await page.goto(`/lessons/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await brokenPictures(page), `broken pictures on /lessons/${slug}`).toEqual([]);
    }
    // A groove plays: the sound engine's code was kept too.
    await hydrated(page);
    const player = page.locator('[data-groove-player]').first();
    await player.getByRole('button', { name: words.practice.play }).click();
    await expect(player).toHaveAttribute('data-sounding', 'true');
    await player.getByRole('button', { name: words.practice.stop }).click();
    // Its folded tools' words, fetched on opening, were kept too; and so were the donation pop-up's.
    await player.locator('details[data-speed-trainer] > summary').click();
    await expect(player.getByLabel(words.practice.trainerStart)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: words.header.donate }).click();
    await expect(page.getByRole('dialog', { name: site.donation.title })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/metronome');
    await hydrated(page);
    await page.getByRole('button', { name: words.practice.start }).click();
    await expect(page.locator('[data-metronome]')).toHaveAttribute('data-sounding', 'true');

    // A link inside the site, followed by Next's router, still opens the page.
    await page.goto('/lessons');
    await hydrated(page);
    const target = lessonsOf('beginner').find((candidate) => !candidate.featured)!;
    await page.getByRole('tabpanel').getByRole('link', { name: target.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    expect(failed, 'requests that failed offline').toEqual([]);

    await test.step('a page the site does not keep opens the offline page, which links the lessons and the metronome', async () => {
      const offline = pageCopy('offline');
      await page.goto('/downloads/backbeat-beginners-guide.pdf');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offline.heading);
      await expect(page.getByRole('link', { name: pageCopy('metronome').heading })).toHaveAttribute(
        'href',
        '/metronome',
      );
      const lesson = lessonsOf('styles')[2]!;
      await page.getByRole('link', { name: lesson.title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lesson.title);
    });

    // Last: the embeds' frames keep asking for their pages while offline, which the failed-request watch above would count.
    await test.step('the contact form and the news feed show their offline message', async () => {
      await page.goto('/contact');
      await hydrated(page);
      await expect(page.locator('[data-embed][data-frame="offline"]').first()).toBeVisible();
      await expect(page.locator('[data-embed]').first()).toContainText(words.embeds.offline);
    });
  });

  test('the recorded kit, once played, plays without a connection, and so does a rudiment’s page', async ({
    page,
    context,
  }) => {
    await page.addInitScript((event) => {
      const log: string[] = ((window as unknown as { sources: string[] }).sources = []);
      window.addEventListener(event, (queued) => log.push((queued as CustomEvent<{ source: string }>).detail.source));
    }, QUEUED_EVENT);
    const sources = () => page.evaluate(() => (window as unknown as { sources: string[] }).sources);
    const playUntilRecorded = async () => {
      await hydrated(page);
      const player = page.locator('[data-groove-player]').first();
      await player.getByRole('button', { name: words.practice.play }).click();
      await expect.poll(async () => (await sources()).includes('sample'), { timeout: 10_000 }).toBe(true);
      await player.getByRole('button', { name: words.practice.stop }).click();
    };
    await page.goto('/rudiments/single-stroke-roll');
    await workerInCharge(page);
    await playUntilRecorded();
    // The service worker kept it (not only the browser's cache, which may let it go).
    expect(await page.evaluate(async (url) => Boolean(await (await caches.open('drum-kit')).match(url)), KIT_URL)).toBe(
      true,
    );
    await context.setOffline(true);
    const failed = watchFailures(page);
    await page.reload();
    await playUntilRecorded();
    expect(failed, 'requests that failed offline').toEqual([]);
  });

  test('after one search online, the full-text search works offline; before any, titles and descriptions are searched', async ({
    page,
    context,
  }) => {
    // The search's code and index are fetched on the first keystroke only: the install does not download them.
    const searchFiles = [`/${chunkHolding('out', ON_DEMAND_CHUNKS['lesson search'])}`, '/search-index.json'];
    const requested: string[] = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const kept = () =>
      page.evaluate((files) => Promise.all(files.map(async (file) => Boolean(await caches.match(file)))), searchFiles);
    await page.goto('/lessons');
    await workerInCharge(page);
    expect(
      requested.filter((file) => searchFiles.includes(file)),
      'search files fetched before any keystroke',
    ).toEqual([]);
    expect(await kept()).toEqual([false, false]);
    const search = page.getByRole('searchbox', { name: words.lessons.searchLabel });
    const matches = page.getByRole('status').filter({ hasText: 'match' });
    // Offline before any search: the index was never kept, and the page says so quietly.
    await context.setOffline(true);
    await search.fill('triplet');
    await expect(page.getByText(words.lessons.searchUnavailable)).toBeVisible();
    await expect(page.getByTestId('search-snippet')).toHaveCount(0);
    // Back online, the next search fetches it, and the worker keeps it.
    await context.setOffline(false);
    await search.fill('flam');
    await expect(page.getByText(words.lessons.searchUnavailable)).toBeHidden();
    await expect(page.getByTestId('search-snippet').first()).toBeVisible();
    expect(await kept(), 'kept once fetched').toEqual([true, true]);

    await context.setOffline(true);
    const failed = watchFailures(page);
    await page.reload();
    await hydrated(page);
    await search.fill('triplet');
    await expect(page.getByTestId('search-snippet').first()).toContainText(/triplet/i);
    await expect(page.getByText(words.lessons.searchUnavailable)).toHaveCount(0);
    await expect(matches).toContainText('triplet');
    expect(failed, 'requests that failed offline').toEqual([]);
  });
});

test.describe('a new deployment', () => {
  let dir: string;
  let server: ChildProcess;
  let port: number;

  test.beforeAll(async ({}, workerInfo) => {
    // A copy of the build, served on a port of its own (one per test worker), so it can be redeployed.
    port = 3190 + workerInfo.parallelIndex;
    dir = mkdtempSync(path.join(tmpdir(), 'backbeat-deploy-'));
    cpSync('out', dir, { recursive: true });
    const config = path.join(dir, '..', `${path.basename(dir)}-serve.json`);
    writeFileSync(config, JSON.stringify(serveConfig()));
    server = spawn(
      path.join('node_modules', '.bin', 'serve'),
      [dir, '--config', config, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-port-switching'],
      {
        stdio: 'ignore',
      },
    );
    for (let tries = 0; tries < 50; tries += 1) {
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          (response) => response.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the copy of the site did not start');
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  test('shows "A new version is ready" and its Reload button brings the new pages', async ({ page }) => {
    // The worker precaches the whole site (73 files, about 10 MB) for the first deployment and again for the
    // second, and each wait below allows 60 s: the usual limit for the whole test is no more than one of them.
    test.slow();
    const home = `http://127.0.0.1:${port}/`;
    await page.goto(home);
    await workerInCharge(page);
    const heading = pageCopy('home').heading;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);

    // The new deployment: a changed home page, and the worker built again for it.
    const index = path.join(dir, 'index.html');
    // The heading changes in the HTML and in the page data inlined in it, whose script hashes the page's policy lists again.
    const changed = readFileSync(index, 'utf8').replaceAll(heading, 'A brand new heading');
    writeFileSync(
      index,
      changed.replace(
        /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/,
        `<meta http-equiv="Content-Security-Policy" content="${pageScriptPolicy(changed)}"/>`,
      ),
    );
    await buildServiceWorker(dir);

    // Until the visitor says so, the page stays the version it was.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const prompt = page.getByRole('status').filter({ hasText: words.offline.updateReady });
    await expect(prompt).toBeVisible({ timeout: 60_000 });
    await prompt.getByRole('button', { name: words.offline.reload }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A brand new heading');
  });
});
