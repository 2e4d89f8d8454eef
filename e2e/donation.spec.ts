import type { Page } from '@playwright/test';
import { DONATION_DIALOG } from '../lib/routes';
import { site } from './content';
import { expect, hydrated, stopClock, test } from './fixtures';

const DELAY = site.donation.delayMs;

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Support free drum lessons' });
}

async function waitForPopup(page: Page) {
  await hydrated(page);
  await page.clock.runFor(DELAY);
  // From here on time may flow: React reveals the lazily loaded dialog on a short timer.
  await page.clock.resume();
  await expect(dialog(page)).toBeVisible();
}

test.use({ donationOnTimer: true });

test.describe('the donation pop-up', () => {
  test.beforeEach(async ({ page }) => {
    await stopClock(page);
  });

  test('stays hidden until 15 seconds after load, then offers the amounts and the charity link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(DELAY - 100);
    await expect(dialog(page)).toHaveCount(0);
    await page.clock.runFor(100);
    await page.clock.resume();
    const popup = dialog(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('group', { name: 'Donation amount' }).getByRole('button')).toHaveText([
      ...site.donation.amounts.map((amount) => `$${amount}`),
      'Custom',
    ]);
    await popup.getByRole('button', { name: '$25' }).click();
    await expect(popup.getByRole('button', { name: '$25' })).toHaveAttribute('aria-pressed', 'true');
    const donate = popup.getByRole('link', { name: /^Donate Now/ });
    await expect(donate).toHaveAttribute('href', site.donation.charityUrl);
    await expect(donate).toHaveAttribute('target', '_blank');
    await expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
  });

  const ways: { name: string; close: (page: Page) => Promise<void> }[] = [
    { name: 'its close button', close: (page) => dialog(page).getByRole('button', { name: 'Close' }).click() },
    { name: 'Maybe later', close: (page) => dialog(page).getByRole('button', { name: 'Maybe later' }).click() },
    { name: 'Escape', close: (page) => page.keyboard.press('Escape') },
    { name: 'the backdrop', close: (page) => page.mouse.click(5, 400) },
  ];

  for (const { name, close } of ways) {
    test(`closes with ${name} and does not come back, on this page or the next`, async ({ page }) => {
      await page.goto('/about');
      await waitForPopup(page);
      await close(page);
      await expect(dialog(page)).toHaveCount(0);
      await page.clock.runFor(DELAY * 3);
      await expect(dialog(page)).toHaveCount(0);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Lessons', exact: true }).click();
      await expect(page).toHaveURL(/\/lessons$/);
      await hydrated(page);
      await page.clock.runFor(DELAY * 2);
      await expect(dialog(page)).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await page.clock.runFor(DELAY * 2);
      await expect(dialog(page)).toHaveCount(0);
    });
  }

  test('takes focus, keeps Tab inside and gives focus back when closed', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.clock.resume();
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Donate' });
    await trigger.click();
    const popup = dialog(page);
    await expect(popup).toBeVisible();
    await expect.poll(() => popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("opens from the header's Donate button, even after it was dismissed", async ({ page }) => {
    await page.goto('/resources');
    await waitForPopup(page);
    await dialog(page).getByRole('button', { name: 'Maybe later' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test('does not interrupt a visitor playing along with the metronome: it waits until the sound stops', async ({
    page,
  }) => {
    await page.goto('/metronome');
    await hydrated(page);
    const metronome = page.getByRole('group', { name: 'Practice metronome' });
    await metronome.getByRole('button', { name: 'Start' }).click();
    await page.clock.runFor(DELAY + 5000);
    await page.clock.resume();
    await page.waitForTimeout(1000);
    await expect(dialog(page)).toHaveCount(0);
    await metronome.getByRole('button', { name: 'Stop' }).click();
    await expect(dialog(page)).toBeVisible();
  });
});

test.describe('its words', () => {
  test.use({ missingPaths: [DONATION_DIALOG] });

  test("opens with words fetched when it first opens, and the Donate button leads to the footer's section if they cannot be", async ({
    page,
  }) => {
    // Its words are in no page: a request for them the first time it opens.
    const html = await (await page.request.get('/resources')).text();
    expect(html).not.toContain(site.donation.amountLabel);
    let failing = true;
    await page.route(`**${DONATION_DIALOG}`, (route) => (failing ? route.fulfill({ status: 503 }) : route.fallback()));
    await page.goto('/resources');
    await hydrated(page);
    const donate = page.getByRole('banner').getByRole('link', { name: 'Donate' });
    const section = page.locator('#donate');
    const charity = section.getByRole('link', { name: new RegExp(site.donation.charityName.replace('.', '\\.')) });
    // Each press, the section with the charity's link, focused; the address as it was.
    for (const press of [1, 2]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(section, `press ${press}`).not.toBeInViewport();
      await donate.click();
      await expect(section, `press ${press}`).toBeInViewport();
      await expect(charity, `press ${press}`).toBeFocused();
    }
    await expect(page).toHaveURL(/\/resources$/);
    await expect(dialog(page)).toHaveCount(0);
    // Back online: the next press opens it.
    failing = false;
    await page.evaluate(() => window.scrollTo(0, 0));
    await donate.click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: site.donation.amountLabel })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Donate button leads to the donation section with the charity link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Donate' }).click();
    await expect(page).toHaveURL(/#donate$/);
    const section = page.locator('#donate');
    await expect(section).toBeInViewport();
    await expect(
      section.getByRole('link', { name: new RegExp(site.donation.charityName.replace('.', '\\.')) }),
    ).toHaveAttribute('href', site.donation.charityUrl);
  });
});
