import { expect, test } from './fixtures';
import { resources, site, words } from './content';

test.describe('the footer', () => {
  test('links to the five main pages and both legal pages', async ({ page }) => {
    await page.goto('/resources');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: words.footer.quickLinks, exact: true });
    for (const { name, href } of [
      { name: 'Home', href: '/' },
      { name: 'About Us', href: '/about' },
      { name: 'Lessons', href: '/lessons' },
      { name: 'Resources', href: '/resources' },
      { name: 'Contact Us', href: '/contact' },
    ]) {
      await expect(quick.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('link', { name: 'Terms of Service' })
      .click();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('opens outside links in a new tab without handing over this page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const reading = footer.getByRole('navigation', { name: words.footer.furtherReading, exact: true });
    for (const link of resources.educationalLinks) {
      const anchor = reading.getByRole('link', { name: new RegExp(`^${link.title}`) });
      await expect(anchor).toHaveAttribute('href', link.url);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(anchor).toHaveAccessibleName(`${link.title} (opens in a new tab)`);
    }
    for (const social of site.social) {
      const icon = footer.locator(`a[href="${social.url}"]`);
      await expect(icon).toHaveAttribute('target', '_blank');
      await expect(icon).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(icon).toHaveAccessibleName(new RegExp(`^${site.name} on .+ \\(opens in a new tab\\)$`));
      // The icon is drawn from the file of icons every page shares: a file or icon that is not there draws nothing, 0 wide.
      await expect
        .poll(() => icon.locator('svg use').evaluate((use: SVGUseElement) => use.getBBox().width))
        .toBeGreaterThan(15);
    }
  });

  test('has a newsletter form with an email field that sends nothing', async ({ page }) => {
    // What a sign-up could send: any request but a GET, or one that carries the address. Next prefetches the pages the
    // footer links to whenever they scroll into view (GETs of page data and scripts): those are not the form's.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.url().includes('example.com') || request.url().includes('drummer'))
        requests.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('type', 'email');

    // An empty box is no sign-up: nothing to acknowledge.
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('');

    // The browser's own email check stops a malformed address.
    await email.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText('');
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);

    const before = requests.length;
    await email.fill('drummer@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toHaveText(site.newsletter.confirmation);
    await expect(page).toHaveURL(/\/about$/);
    expect(requests.slice(before)).toEqual([]);
  });

  test('shows the copyright with the current year', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    await page.goto('/contact');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}`);
  });
});
