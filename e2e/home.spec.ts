import { home, lesson, lessonsOf, page as pageCopy, site, words } from './content';

const page_heading = pageCopy('home').heading;
import { expect, test } from './fixtures';

/** The hero image fades in 500 ms after mount. */
const HERO_FADE_DELAY_MS = 500;

test.describe('home: hero', () => {
  test('fades its background in 500 ms after mount while the text reads at once', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const background = page.locator('.hero-background');
    // The fade is a CSS animation that starts when the hero is first rendered. Its clock is
    // moved by hand here (the Web Animations API), so the check does not race the page load.
    const timing = await background.evaluate((element) => {
      const effect = element.getAnimations()[0]?.effect;
      return effect ? { delay: effect.getTiming().delay, duration: Number(effect.getComputedTiming().duration) } : null;
    });
    expect(timing?.delay).toBe(HERO_FADE_DELAY_MS);
    const fadeMs = timing?.duration ?? 0;
    expect(fadeMs).toBeGreaterThan(0);
    const opacityAt = (ms: number) =>
      background.evaluate((element, time) => {
        const [fade] = element.getAnimations();
        if (!fade) return 'no animation';
        fade.pause();
        fade.currentTime = time;
        return getComputedStyle(element).opacity;
      }, ms);
    expect(await opacityAt(0)).toBe('0');
    expect(await opacityAt(HERO_FADE_DELAY_MS - 10)).toBe('0');
    expect(Number(await opacityAt(HERO_FADE_DELAY_MS + fadeMs / 2))).toBeGreaterThan(0);
    expect(await opacityAt(HERO_FADE_DELAY_MS + fadeMs)).toBe('1');
    // Left to run, it ends visible.
    await background.evaluate((element) => element.getAnimations()[0]?.play());
    await expect(background).toHaveCSS('opacity', '1');
  });

  test('links to the lessons and about sections, starts the first lesson and cues a scroll', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: page_heading });
    await expect(hero.getByRole('link', { name: 'Explore Lessons', exact: true })).toHaveAttribute('href', '#lessons');
    await expect(hero.getByRole('link', { name: 'Learn More', exact: true })).toHaveAttribute('href', '#about');
    const first = lessonsOf('beginner').find((candidate) => candidate.featured)!;
    await expect(hero.getByRole('link', { name: `Start your first lesson: ${first.title}` })).toHaveAttribute(
      'href',
      `/lessons/${first.slug}`,
    );
    await hero.getByRole('link', { name: 'Scroll down to learn more' }).click();
    await expect(page).toHaveURL(/#about$/);
    await expect(page.getByRole('heading', { name: `Why drummers learn with ${site.name}` })).toBeInViewport();
  });
});

test.describe('home: sections', () => {
  test('about shows the four feature cards and the mission block', async ({ page }) => {
    await page.goto('/');
    const about = page.locator('#about');
    for (const feature of home.features) {
      await expect(about.getByRole('heading', { name: feature.title })).toBeVisible();
    }
    await expect(about.getByRole('heading', { level: 3 })).toHaveCount(home.features.length + 1);
    await expect(about).toContainText(home.mission.text);
  });

  test('lessons offers the level tabs, Beginner first, a link to all lessons and the featured course', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.locator('#lessons');
    const tabs = section.getByRole('tab');
    await expect(tabs).toHaveText(['Beginner', 'Intermediate', 'Advanced']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel')).toHaveCount(1);
    await expect(section.getByRole('tabpanel').getByTestId('lesson-card')).toHaveCount(4);
    const banner = section.getByTestId('featured-lesson');
    await expect(banner).toContainText(home.featuredCourse.tagline);
    await expect(banner.getByRole('heading')).toHaveText(lesson(home.featuredCourse.lesson).title);
    // Beside the lessons, the rudiments and the study shelf.
    await expect(section.getByRole('link', { name: words.lessons.rudimentsLink })).toHaveAttribute(
      'href',
      '/rudiments',
    );
    await section.getByRole('link', { name: words.studies.shelfLink }).click();
    await expect(page).toHaveURL(/\/studies$/);
    await page.goBack();
    await page.locator('#lessons').getByRole('link', { name: 'View All Lessons' }).click();
    await expect(page).toHaveURL(/\/lessons$/);
  });

  test('the level tabs follow the keyboard pattern: arrows, Home and End', async ({ page }) => {
    await page.goto('/');
    const tabs = page.locator('#lessons').getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1');
    // Tab leaves the tab list for the open panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Beginner' })).toBeFocused();
  });

  test('resources opens five outside sites in new tabs, frames the news feed and shows three sponsor boxes', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.locator('#resources');
    const cards = section.getByTestId('external-card');
    await expect(cards).toHaveCount(home.resourceCards.length);
    for (const card of home.resourceCards) {
      const link = section.getByRole('link', { name: `${card.title} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', card.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const feed = section.locator('iframe[title="Drumming news feed"]');
    await expect(feed).toHaveAttribute('src', site.embeds.newsFeedUrl);
    await expect(feed).toHaveAttribute('loading', 'lazy');
    await feed.scrollIntoViewIfNeeded();
    expect((await feed.boundingBox())?.height).toBe(1600);
    await expect(section.getByRole('link', { name: /Read the drumming news feed/ })).toHaveAttribute(
      'href',
      site.embeds.newsFeedPageUrl,
    );
    await expect(section.getByRole('group', { name: /Sponsor space/ })).toHaveCount(3);
  });

  test('contact gives the details and the form frame, with a way forward when it cannot load', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#contact');
    const details = section.getByTestId('contact-details');
    await expect(details.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(details.getByRole('link', { name: site.phone })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(section).toContainText(site.officeHours);
    const form = section.locator('iframe[title="Contact form"]');
    await expect(form).toHaveAttribute('src', site.embeds.contactFormUrl);
    await form.scrollIntoViewIfNeeded();
    expect((await form.boundingBox())?.height).toBeGreaterThanOrEqual(600);
    await expect(
      section.getByRole('link', { name: 'open the form on its own page (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  });
});

test.describe('home: reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the scroll cue does not bounce for visitors who ask for less motion', async ({ page }) => {
    await page.goto('/');
    const cue = page.getByRole('link', { name: 'Scroll down to learn more' });
    const duration = await cue.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
    expect(duration).toBeLessThan(0.001);
  });
});

test.describe('home: full motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the scroll cue bounces a few times, then stops (WCAG 2.2.2)', async ({ page }) => {
    await page.goto('/');
    const cue = page.getByRole('link', { name: 'Scroll down to learn more' });
    const style = await cue.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        name: computed.animationName,
        count: computed.animationIterationCount,
        duration: parseFloat(computed.animationDuration),
      };
    });
    expect(style.name).toBe('bounce');
    expect(Number(style.count) * style.duration).toBeLessThanOrEqual(5);
  });
});
