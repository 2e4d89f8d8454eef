import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { QUEUED_EVENT, type QueuedSound } from '../../features/practice/playback/audio-engine';
import { componentUses } from '../../content-model/check/body';
import { GrooveError, parseGroove } from '../../features/practice/groove/parse';

const LESSON = 'content/lessons/first-rock-beat.mdx';
const NEW_LESSON = 'content/lessons/brushes-on-the-snare.mdx';

/** Front matter of a lesson file as data; none while the editor is still writing the file (read half-written). */
function frontMatter(file: string) {
  const found = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  return found ? (parse(found[1]!) as Record<string, unknown>) : {};
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

/** The message the content check gives for a groove's values (GrooveError's), or undefined when it reads. */
function grooveMistake(values: Record<string, string>): string | undefined {
  try {
    parseGroove(values);
    return undefined;
  } catch (error) {
    if (error instanceof GrooveError) return error.message;
    throw error;
  }
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

  test('edits a lesson: the file changes, the content check passes and the page shows the new text', async ({
    page,
  }) => {
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
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your First Rock Beat, Step by Step', {
        timeout: 5_000,
      });
      await expect(page.getByText('Play along with a favourite song once the beat feels easy.')).toBeVisible({
        timeout: 5_000,
      });
    }).toPass({ timeout: 90_000 });
    expect(failures).toEqual([]);
  });

  test('creates a lesson that then appears on /lessons, and the check holds it to the rules', async ({
    page,
    request,
  }) => {
    const failures = watchFailures(page);
    const reference = frontMatter('content/lessons/grip-and-basic-strokes.mdx');
    await page.goto('/keystatic/collection/lesson/create');
    await page.getByRole('textbox', { name: 'Title' }).fill('Brushes on the Snare');
    await expect(page.getByRole('textbox', { name: 'File name' })).toHaveValue('brushes-on-the-snare');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Sweep and tap a slow jazz ballad pattern with wire brushes.');
    await page.getByRole('textbox', { name: 'Duration (minutes)' }).fill('40');
    await page.getByRole('textbox', { name: 'Image', exact: true }).fill(reference.image as string);
    await page.getByRole('textbox', { name: 'Image alt' }).fill('A pair of wire brushes resting on a snare drum');
    for (const topic of ['Holding the brushes', 'The sweep', 'Adding the tap']) {
      await page
        .getByRole('group', { name: /Modules/ })
        .getByRole('button', { name: 'Add' })
        .click();
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
    await expect
      .poll(async () => (await (await request.get('/lessons')).text()).includes('>Brushes on the Snare<'), {
        timeout: 90_000,
      })
      .toBe(true);

    // A seventh beginner lesson breaks the six-per-tab rule: the check names the file's field.
    const check = checkContent();
    expect(check.status).not.toBe(0);
    expect(check.output).toContain('category — expected 6 lessons with category: beginner, got 7');
    expect(failures).toEqual([]);
  });

  test("a Groove block shows its notation and grid, redraws as its fields change, shows the check's message for a mistake, and plays", async ({
    page,
  }) => {
    const failures = watchFailures(page);
    const before = readFileSync(LESSON, 'utf8');
    const groove = componentUses(before.replace(/^---\n[\s\S]*?\n---\n/, '')).find(
      (use) => use.name === 'Groove',
    )!.values;
    // The player's own record of each sound it queues (audio-engine.ts), on the real clock: the editor runs as it would.
    await page.addInitScript((event) => {
      const record = window as unknown as { queued: QueuedSound[] };
      record.queued = [];
      window.addEventListener(event, (queued) => record.queued.push((queued as CustomEvent<QueuedSound>).detail));
    }, QUEUED_EVENT);
    await page.goto('/keystatic/collection/lesson/item/first-rock-beat');

    const preview = page.locator('[data-groove-preview]');
    await expect(preview).toHaveCount(1);
    // The block round the preview: Keystatic's frame, with its Edit button.
    const block = preview.locator('xpath=ancestor::*[.//button[normalize-space()="Edit"]][1]');
    // The notation is a picture named by its notes in words; each note carries its step.
    const notation = preview.getByRole('img', { name: /in drum notation/ });
    const notes = notation.locator('[data-step]');
    const grid = preview.getByRole('table', { name: `${groove.title}, step grid` });
    const kickCells = grid.locator('tr[data-voice="kick"] td[data-stroke]');

    // The notation the lesson page draws (the hands' eight notes, two on the bass drum) and the grid.
    await expect(notes).toHaveCount(10);
    await expect(notation).toHaveAccessibleName(
      `${groove.title} in drum notation. Hi-hat: 1, &, 2, &, 3, &, 4, &. Snare: 2, 4. Bass drum: 1, 3.`,
    );
    await expect(grid.getByRole('rowheader')).toHaveText(['Hi-hat', 'Snare', 'Bass drum']);
    await expect(grid.getByRole('columnheader')).toHaveText(['Drum', '1', '&', '2', '&', '3', '&', '4', '&']);
    await expect(kickCells).toHaveCount(2);

    // A bass drum note on the & of 2: one note more in the notation and the grid, once the dialog is done.
    const edit = async (kick: string) => {
      await block.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Groove' });
      await dialog.getByRole('textbox', { name: 'Bass drum', exact: true }).fill(kick);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    };
    await edit('x - - x  x - - -');
    await expect(notes).toHaveCount(11);
    await expect(kickCells).toHaveCount(3);
    await expect(notation).toHaveAccessibleName(/Bass drum: 1, & of 2, 3\.$/);

    // A line a step short: the content check's own message, in the block, in place of the drawing.
    const broken = 'x - - x  x - -';
    const mistake = grooveMistake({ ...groove, kick: broken })!;
    expect(mistake).toMatch(/^kick: expected 8 steps, like bar 1 of hihat .*; got 7 steps$/);
    await edit(broken);
    await expect(preview.getByRole('alert')).toHaveText(
      `The content check refuses this groove, so the lesson cannot show it: ${mistake}`,
    );
    await expect(preview.locator('[data-notation], table')).toHaveCount(0);

    await edit(groove.kick!);
    await expect(notes).toHaveCount(10);

    // Play: the player queues the groove's drums, and the step being played moves along the grid and the notation.
    const play = preview.getByRole('button', { name: 'Play' });
    await play.click();
    await expect(preview.getByRole('button', { name: 'Stop' })).toBeVisible();
    const queued = () =>
      page.evaluate(() => (window as unknown as { queued: QueuedSound[] }).queued.map((sound) => ({ ...sound })));
    await expect.poll(async () => (await queued()).filter((sound) => sound.sound === 'drum').length).toBeGreaterThan(3);
    const voices = new Set((await queued()).flatMap((sound) => (sound.sound === 'drum' ? [sound.voice] : [])));
    expect([...voices].sort()).toEqual(['hihat', 'kick', 'snare']);
    const steps = new Set<string>();
    await expect
      .poll(
        async () => {
          const now = await preview.evaluate((element) => ({
            grid: element.querySelector('thead th[data-now]')?.getAttribute('data-step'),
            notes: element.querySelectorAll('[data-notation] [data-now]').length,
          }));
          if (now.grid && now.notes > 0) steps.add(now.grid);
          return steps.size;
        },
        { intervals: [100] },
      )
      .toBeGreaterThanOrEqual(3);

    // A click on the drawing selects the block, as on any block; the buttons keep their keys all the same. A press
    // focuses the button, and Space there is the button's: the lesson text's editor would type over the selected block.
    await notation.click();
    await preview.getByRole('button', { name: 'Stop' }).click();
    await expect(play).toBeFocused();
    await expect(preview.locator('[data-now]')).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(preview.getByRole('button', { name: 'Stop' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(play).toBeFocused();
    await expect(preview.locator('[data-now]')).toHaveCount(0);
    await expect(notes).toHaveCount(10);

    // Nothing was saved: the file is as it was.
    expect(readFileSync(LESSON, 'utf8')).toBe(before);
    expect(failures).toEqual([]);
  });
});
