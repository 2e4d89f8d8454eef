import { expect, test } from '@playwright/test';
import { legalPages, lessons, site } from './content';
import { hydrated } from './fixtures';

const ROUTES = [
  '/',
  '/about',
  '/lessons',
  '/resources',
  '/contact',
  ...legalPages.map(({ slug }) => `/${slug}`),
  `/lessons/${lessons[0]!.slug}`,
];

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string) {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe('npm start', () => {
  test('serves pages with the security headers', async ({ request }) => {
    for (const path of ['/', '/lessons', '/no-such-page']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['content-security-policy']).toBeTruthy();
    }
  });

  test('sends a policy that allows frames only from the embeds in content/site.yaml and framing by nobody', async ({
    request,
  }) => {
    const policy = directives((await request.get('/')).headers()['content-security-policy']!);
    const embedOrigins = [site.embeds.contactFormUrl, site.embeds.newsFeedUrl].map((url) => new URL(url).origin);
    expect(policy['frame-src']!.sort()).toEqual([...new Set(embedOrigins)].sort());
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  test('serves clean addresses and compresses HTML', async ({ request }) => {
    const response = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-encoding']).toBe('gzip');
  });
});

test.describe('under the Content-Security-Policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
  });

  for (const path of ROUTES) {
    test(`${path} runs its own scripts and breaks no rule`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    });
  }

  test('a script that is not one of the page’s own is refused', async ({ page }) => {
    await page.goto('/about');
    await hydrated(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([
      'script-src-elem inline',
    ]);
  });
});
