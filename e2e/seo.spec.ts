import type { Page } from '@playwright/test';
import { faqs, lesson, site } from './content';
import { expect, test } from './fixtures';

/** Every JSON-LD block of the page, parsed. */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('structured data and sharing @desktop', () => {
  test('the home page describes the school as an organisation', async ({ page }) => {
    await page.goto('/');
    const [organization] = await structuredData(page);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: site.name,
      email: site.email,
      telephone: site.phone,
      sameAs: site.social.map(({ url }) => url),
    });
  });

  test('the contact page marks up its questions as an FAQ page', async ({ page }) => {
    await page.goto('/contact');
    const [faqPage] = await structuredData(page);
    expect(faqPage).toMatchObject({ '@type': 'FAQPage' });
    const questions = (faqPage!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map(
      ({ name, acceptedAnswer }) => [name, acceptedAnswer.text],
    );
    expect(questions).toEqual(faqs.map(({ question, answer }) => [question, answer]));
  });

  test('a lesson page describes the lesson as a free online course', async ({ page }) => {
    const first = lesson('first-rock-beat');
    await page.goto('/lessons/first-rock-beat');
    const [course] = await structuredData(page);
    expect(course).toMatchObject({
      '@type': 'Course',
      name: first.title,
      description: first.description,
      educationalLevel: first.level,
      timeRequired: `PT${first.duration}M`,
      isAccessibleForFree: true,
      provider: { name: site.name },
      syllabusSections: first.modules.map((name) => ({ '@type': 'Syllabus', name })),
    });
  });

  for (const path of ['/', '/about', '/lessons/first-rock-beat']) {
    test(`${path} names a 1200×630 PNG to show when shared`, async ({ page, request }) => {
      await page.goto(path);
      const address = await page.locator('meta[property="og:image"]').getAttribute('content');
      const response = await request.get(new URL(address!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\w/);
    });
  }
});
