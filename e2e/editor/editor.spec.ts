import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';

const LESSON = 'content/lessons/first-rock-beat.mdx';
const NEW_LESSON = 'content/lessons/brushes-on-the-snare.mdx';

/** Front matter of a lesson file as data. */
function frontMatter(file: string) {
  return parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))![1]!) as Record<string, unknown>;
}

function checkContent() {
  const result = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Errors and failed requests. The editor loads Inter from Google Fonts, which fails offline;
 * requests cut short by leaving a page (ERR_ABORTED) are not failures either.
 */
function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (request.url().startsWith('https://fonts.googleapis.com/') || reason === 'net::ERR_ABORTED') return;
    failures.push(`${request.url()} ${reason}`);
  });
  return failures;
}

async function save(page: Page, button: 'Save' | 'Create') {
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.describe('the content editor at /keystatic', () => {
  const original = readFileSync(LESSON, 'utf8');
  test.afterAll(() => {
    writeFileSync(LESSON, original);
    rmSync(NEW_LESSON, { force: true });
  });

  test('edits a lesson: the file changes, the content check passes and the page shows the new text', async ({ page }) => {
    const failures = watchFailures(page);
    await page.goto('/keystatic/collection/lesson/item/first-rock-beat');
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(frontMatter(LESSON).title as string);

    await title.fill('Your First Rock Beat, Step by Step');
    const body = page.getByRole('textbox', { name: 'Lesson text' });
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Play along with a favourite song once the beat feels easy.');
    await save(page, 'Save');

    await expect.poll(() => frontMatter(LESSON).title).toBe('Your First Rock Beat, Step by Step');
    expect(readFileSync(LESSON, 'utf8')).toContain('Play along with a favourite song once the beat feels easy.');
    expect(checkContent()).toMatchObject({ status: 0 });

    // The dev server rebuilds the content on save; the visitor page shows the edit.
    await expect(async () => {
      await page.goto('/lessons/first-rock-beat');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your First Rock Beat, Step by Step', { timeout: 5_000 });
      await expect(page.getByText('Play along with a favourite song once the beat feels easy.')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
    expect(failures).toEqual([]);
  });

  test('creates a lesson that then appears on /lessons, and the check holds it to the rules', async ({ page, request }) => {
    const failures = watchFailures(page);
    const reference = frontMatter('content/lessons/grip-and-basic-strokes.mdx');
    await page.goto('/keystatic/collection/lesson/create');
    await page.getByRole('textbox', { name: 'Title' }).fill('Brushes on the Snare');
    await expect(page.getByRole('textbox', { name: 'File name' })).toHaveValue('brushes-on-the-snare');
    await page.getByRole('textbox', { name: 'Description' }).fill('Sweep and tap a slow jazz ballad pattern with wire brushes.');
    await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('40');
    await page.getByRole('textbox', { name: 'Image', exact: true }).fill(reference.image as string);
    await page.getByRole('textbox', { name: 'Image alt' }).fill('A pair of wire brushes resting on a snare drum');
    for (const topic of ['Holding the brushes', 'The sweep', 'Adding the tap']) {
      await page.getByRole('group', { name: /Modules/ }).getByRole('button', { name: 'Add' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add item' });
      await dialog.getByRole('textbox').fill(topic);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('textbox', { name: 'Order' }).fill('7');
    await page.getByRole('textbox', { name: 'Instructor' }).fill('dana-whitfield');
    await page.getByRole('textbox', { name: 'Lesson text' }).click();
    await page.keyboard.type('## Goal');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keep a steady swish going for two minutes at 60 BPM.');
    await save(page, 'Create');

    await expect.poll(() => existsSync(NEW_LESSON)).toBe(true);
    expect(frontMatter(NEW_LESSON)).toMatchObject({
      title: 'Brushes on the Snare',
      category: 'beginner',
      level: 'Beginner',
      duration: 40,
      modules: ['Holding the brushes', 'The sweep', 'Adding the tap'],
      featured: false,
      order: 7,
    });

    // The dev server rebuilds the content when the file appears; /lessons then lists it.
    await expect.poll(async () => (await (await request.get('/lessons')).text()).includes('>Brushes on the Snare<'), { timeout: 90_000 }).toBe(true);

    // A seventh beginner lesson breaks the six-per-tab rule: the check names the file's field.
    const check = checkContent();
    expect(check.status).not.toBe(0);
    expect(check.output).toContain('category — expected 6 lessons with category: beginner, got 7');
    expect(failures).toEqual([]);
  });
});
