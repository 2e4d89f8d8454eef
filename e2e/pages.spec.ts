import { extractText, getDocumentProxy } from 'unpdf';
import { about, faqs, instructors, lessonsOf, resources, site } from './content';
import { expect, test } from './fixtures';

test.describe('the about page', () => {
  test('tells the story with mission, four values, the 2018–2022 timeline and four instructors', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    await expect(page.locator('#mission')).toContainText(about.mission);
    const values = page.locator('#values');
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Accessibility',
      'Excellence',
      'Inclusivity',
      'Passion',
    ]);
    const years = page.locator('#timeline time');
    await expect(years).toHaveText(['2018', '2019', '2020', '2021', '2022']);
    await expect(page.locator('#timeline li', { hasText: '2021' })).toContainText('over 50,000 drummers');
    const cards = page.getByTestId('instructor');
    await expect(cards).toHaveCount(4);
    for (const instructor of instructors) {
      const card = cards.filter({ hasText: instructor.name });
      await expect(card.getByRole('img')).toHaveAttribute('alt', instructor.imageAlt);
      await expect(card).toContainText(instructor.role);
    }
  });

  test('ends with links to the lessons and the contact page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('link', { name: 'Browse lessons' }).click();
    await expect(page).toHaveURL(/\/lessons$/);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('the resources page', () => {
  test('shows the library with counts, reading links and partners opening in new tabs', async ({ page }) => {
    await page.goto('/resources');
    const library = page.locator('#library');
    for (const category of resources.categories) {
      await expect(library.getByRole('article').filter({ hasText: category.title })).toContainText(
        `${category.count}+`,
      );
    }
    expect(resources.categories.map((category) => category.count)).toEqual([120, 85, 150, 1000, 45]);
    for (const link of [...resources.educationalLinks, ...resources.partners]) {
      const anchor = page.getByRole('main').getByRole('link', { name: `${link.title} (opens in a new tab)` });
      await expect(anchor).toHaveAttribute('href', link.url);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const partner of resources.partners) {
      await expect(page.getByRole('img', { name: partner.imageAlt })).toBeVisible();
    }
  });

  test('frames the news feed at 1600 px, lists three sponsor boxes and the beginner guide', async ({ page }) => {
    await page.goto('/resources');
    const feed = page.locator('iframe[title="Drumming news feed"]');
    await feed.scrollIntoViewIfNeeded();
    expect((await feed.boundingBox())?.height).toBe(1600);
    await expect(feed).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.locator('#sponsors').getByRole('group', { name: /Sponsor space/ })).toHaveCount(3);
    const guide = page.locator('#beginners-guide');
    await expect(guide.getByRole('heading')).toHaveText(resources.guide.title);
    await guide.getByRole('link', { name: 'Start the beginner lessons' }).click();
    await expect(page).toHaveURL(/\/lessons#lessons-beginner$/);
    await expect(page.getByRole('tabpanel', { name: 'Beginner' })).toBeInViewport();
  });

  test("offers the beginner's guide as a PDF of the six beginner lessons, with its true size", async ({ page }) => {
    await page.goto('/resources');
    const download = page
      .locator('#beginners-guide')
      .getByRole('link', { name: /^Download the guide \(PDF, \d+ KB\)$/ });
    await expect(download).toHaveAttribute('download', '');
    const response = await page.request.get((await download.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    await expect(download).toHaveText(`Download the guide (PDF, ${Math.round(bytes.byteLength / 1024)} KB)`);

    // It opens as a PDF: a cover, then every beginner lesson in tab order, each with its goal and checks.
    const document = await getDocumentProxy(new Uint8Array(bytes));
    const { totalPages, text } = await extractText(document, { mergePages: false });
    const beginners = lessonsOf('beginner');
    expect(beginners).toHaveLength(6);
    expect(totalPages).toBeGreaterThanOrEqual(1 + beginners.length);
    const pages = text.map((each) => each.replace(/\s+/g, ' '));
    const cover = pages[0]!;
    let from = 0;
    for (const [index, lesson] of beginners.entries()) {
      expect(cover).toContain(`${index + 1} ${lesson.title}`);
      const start = pages.findIndex(
        (each) => each.startsWith(`LESSON ${index + 1} OF 6 · BEGINNER`) && each.includes(lesson.title),
      );
      expect(start, lesson.title).toBeGreaterThan(from);
      from = start;
      const [next] = pages.slice(start + 1).filter((each) => each.startsWith('LESSON '));
      const own = pages.slice(start, next ? pages.indexOf(next) : undefined).join(' ');
      expect(own).toContain('Goal');
      expect(own).toContain('How to know you have it');
      expect(own).toContain(`/lessons/${lesson.slug}`);
    }
  });
});

test.describe('the contact page', () => {
  test('lists the contact details, with the location linking to a map in a new tab', async ({ page }) => {
    await page.goto('/contact');
    const details = page.getByTestId('contact-details');
    await expect(details.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(details.getByRole('link', { name: site.phone })).toHaveAttribute('href', /^tel:/);
    const map = details.getByRole('link', { name: `${site.location} (opens in a new tab)` });
    await expect(map).toHaveAttribute('href', site.mapsUrl);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(details).toContainText('Mon-Fri 9am-5pm PST');
    for (const social of site.social) {
      await expect(page.getByRole('main').locator(`a[href="${social.url}"]`)).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    }
  });

  test('frames the contact form at least 600 px high, and the Contact Us button leads to it', async ({ page }) => {
    await page.goto('/contact');
    const frame = page.locator('#contact-form iframe');
    await expect(frame).toHaveAttribute('title', 'Contact form');
    await expect(frame).toHaveAttribute('src', site.embeds.contactFormUrl);
    await page.locator('#faq').getByRole('link', { name: 'Contact Us', exact: true }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(frame).toBeInViewport();
    expect((await frame.boundingBox())?.height).toBeGreaterThanOrEqual(600);
    await expect(page.locator('#contact-form').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });

  test('ends with a newsletter sign-up', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('main').getByRole('form', { name: site.newsletter.title });
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
  });

  test('answers five questions in disclosures that open and close by keyboard', async ({ page }) => {
    await page.goto('/contact');
    const questions = page.locator('#faq summary');
    await expect(questions).toHaveText(faqs.map((faq) => faq.question));
    const first = faqs[0]!;
    const answer = page.getByText(first.answer);
    await expect(answer).toBeHidden();
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();
  });
});
