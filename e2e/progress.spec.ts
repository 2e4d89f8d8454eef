import { readFileSync, writeFileSync } from 'node:fs';
import { learningPaths, lessonsOf, words } from './content';
import { expect, hydrated, test } from './fixtures';
import { fakeAudioClock, startAndWaitForSound } from './audio';
import { PROGRESS_KEY } from '../features/progress/store';
import { DEVICE_KEYS, storedName, type DeviceKey } from '../lib/device-data';

const text = words.progress;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const beginner = lessonsOf('beginner');
const firstLesson = beginner.find((lesson) => lesson.featured)!;
const beginnerPath = learningPaths.find((path) => path.level === 'beginner')!;

/** A lesson's card on the lessons page (its tab opened), by title. */
async function cardOf(page: import('@playwright/test').Page, title: string) {
  return page
    .getByRole('tabpanel')
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test.describe("a learner's progress, on the device", () => {
  test('a lesson marked done stays done after a reload, and shows on its card and its learning path', async ({
    page,
  }) => {
    const [, lesson] = beginner.filter((candidate) => !candidate.featured);
    await page.goto(`/lessons/${lesson!.slug}`);
    const done = page.getByRole('checkbox', { name: text.markDone });
    await expect(done).not.toBeChecked();
    await done.check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: text.markDone })).toBeChecked();

    await page.goto('/lessons');
    await hydrated(page);
    const card = await cardOf(page, lesson!.title);
    await expect(card.getByText(text.done, { exact: true }).filter({ visible: true })).toBeVisible();
    // Only that one.
    await expect(
      page.getByRole('tabpanel').getByText(text.done, { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
    const path = page.getByTestId('learning-path').filter({ hasText: beginnerPath.title });
    await expect(path).toContainText(fill(text.pathDone, { done: 1, total: beginner.length }));
    // The other paths keep their length.
    await expect(page.getByTestId('learning-path').filter({ hasNotText: beginnerPath.title }).first()).toContainText(
      fill(text.pathLength, { total: lessonsOf('intermediate').length }),
    );

    // Undone again.
    await page.goto(`/lessons/${lesson!.slug}`);
    await page.getByRole('checkbox', { name: text.markDone }).uncheck();
    await page.goto('/lessons');
    await hydrated(page);
    await expect(path).toContainText(fill(text.pathLength, { total: beginner.length }));
    await expect(
      page.getByRole('tabpanel').getByText(text.done, { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);
  });

  test('the home page and the lessons page offer the first lesson on a first visit, then the last lesson opened', async ({
    page,
  }) => {
    await page.goto('/');
    const startHere = fill(text.startHere, { title: firstLesson.title });
    await expect(page.getByRole('link', { name: startHere })).toHaveAttribute('href', `/lessons/${firstLesson.slug}`);

    const opened = lessonsOf('advanced')[2]!;
    await page.goto(`/lessons/${opened.slug}`);
    await hydrated(page);
    // The visit is kept by the lesson's progress island, which loads after hydration: wait until it is on the device.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PROGRESS_KEY))
      .toContain(`"slug":"${opened.slug}"`);
    for (const route of ['/', '/lessons']) {
      await page.goto(route);
      const link = page.getByRole('link', { name: fill(text.continue, { title: opened.title }) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/lessons/${opened.slug}`);
    }
    await page.getByRole('link', { name: fill(text.continue, { title: opened.title }) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opened.title);
  });

  test('nothing moves when progress appears: a returning visitor sees the page laid out as a first-time one @both', async ({
    page,
    browser,
  }) => {
    /** Where the page's headings and cards sit once it has settled. */
    const layout = async (visitor: import('@playwright/test').Page, route: string) => {
      await visitor.goto(route);
      await hydrated(visitor);
      await visitor.waitForTimeout(500);
      return visitor.locator('main h1, main h2, main h3, main h4, main article').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(box.top + window.scrollY)} ${Math.round(box.height)}`;
        }),
      );
    };
    const returning = page;
    await returning.goto(`/lessons/${beginner[3]!.slug}`);
    await returning.getByRole('checkbox', { name: text.markDone }).check();
    const firstTime = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    for (const route of ['/', '/lessons']) {
      const before = await layout(firstTime, route);
      const after = await layout(returning, route);
      await expect(returning.locator('[data-continue]').first()).toHaveText(
        fill(text.continue, { title: beginner[3]!.title }),
      );
      expect(after, `layout of ${route}`).toEqual(before);
    }
  });

  test('save to a file, forget, and load the file back restores everything', async ({ page }, testInfo) => {
    const lesson = lessonsOf('intermediate')[1]!;
    await page.goto(`/lessons/${lesson.slug}`);
    await page.getByRole('checkbox', { name: text.markDone }).check();

    await page.goto('/lessons');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.save }).click();
    const file = testInfo.outputPath('progress.json');
    await (await download).saveAs(file);
    expect(JSON.parse(readFileSync(file, 'utf8')).progress.done).toHaveProperty(lesson.slug);
    await expect(
      page.getByRole('status').filter({ hasText: /Saved as backbeat-progress-\d{4}-\d\d-\d\d\.json/ }),
    ).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: text.forget }).click();
    await expect(page.getByRole('status').filter({ hasText: text.forgotten })).toBeVisible();
    await expect(page.getByRole('link', { name: fill(text.startHere, { title: firstLesson.title }) })).toBeVisible();
    await page.getByRole('tab', { name: 'Intermediate' }).click();
    await expect(
      page.getByRole('tabpanel').getByText(text.done, { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: text.load }).click();
    await (await chooser).setFiles(file);
    await expect(page.getByRole('status').filter({ hasText: fill(text.loaded, { count: 1 }) })).toBeVisible();
    await expect(
      (await cardOf(page, lesson.title)).getByText(text.done, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: fill(text.continue, { title: lesson.title }) })).toBeVisible();
  });

  test('a file that is not a progress file is refused with a clear message and changes nothing', async ({
    page,
  }, testInfo) => {
    const lesson = lessonsOf('styles')[0]!;
    await page.goto(`/lessons/${lesson.slug}`);
    await page.getByRole('checkbox', { name: text.markDone }).check();
    await page.goto('/lessons');
    await hydrated(page);
    const cases: [string, string][] = [
      ['{"name": "some-other-app", "version": "1.0.0"}', text.foreign],
      ['this is not json', text.unreadable],
      [
        '{"format": "backbeat-progress", "version": 1, "progress": {"done": {"x": "soon"}, "grooves": {}}}',
        text.damaged,
      ],
    ];
    for (const [content, message] of cases) {
      const file = testInfo.outputPath(`bad-${cases.findIndex(([c]) => c === content)}.json`);
      writeFileSync(file, content);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: text.load }).click();
      await (await chooser).setFiles(file);
      await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Styles' }).click();
    await expect(
      (await cardOf(page, lesson.title)).getByText(text.done, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
  });

  test('storage the browser refuses: the lesson says so politely and the page keeps working', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    });
    const lesson = beginner[1]!;
    await page.goto(`/lessons/${lesson.slug}`);
    // The box cannot be ticked: the click is refused, and said so.
    await page.getByRole('checkbox', { name: text.markDone }).click();
    await expect(page.getByRole('status').filter({ hasText: text.blocked })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: text.markDone })).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: text.markDone })).not.toBeChecked();
  });
});

test.describe('the practice calendar', () => {
  test.use({ timezoneId: 'UTC' });

  test('minutes played count: three days at the goal are a streak of 3, and a day missed starts it again, keeping the best', async ({
    page,
  }, testInfo) => {
    // The fake clock stands at 10:00 on 1 June 2026. Two days at the goal already, in a file from another device.
    const clock = await fakeAudioClock(page);
    const file = testInfo.outputPath('practice.json');
    const progress = { done: {}, grooves: {}, practice: { days: { '2026-05-30': 1500, '2026-05-31': 660 } } };
    writeFileSync(
      file,
      JSON.stringify({ format: 'backbeat-progress', version: 2, exported: '2026-05-31T20:00:00Z', progress }),
    );
    /** The lessons page, its islands in: on the fake clock, the page's timers wait for the test to move it. */
    const lessonsPage = async () => {
      await page.goto('/lessons');
      await hydrated(page);
      await expect
        .poll(async () => {
          await clock.play(100);
          return page.locator('[data-practice-calendar]').count();
        })
        .toBe(1);
    };
    await lessonsPage();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: text.load }).click();
    await (await chooser).setFiles(file);
    const today = page.locator('[data-practice-today]');
    await expect(today).toHaveText('Today: 0 of 10 minutes. Days in a row at your goal: 2 (best 2).');

    // Ten minutes and a half on the metronome today.
    await page.goto('/metronome');
    await hydrated(page);
    const metronome = page.getByRole('group', { name: 'Practice metronome' });
    await startAndWaitForSound(metronome.getByRole('button', { name: 'Start' }), clock);
    await clock.play(630_000, 30_000);
    await metronome.getByRole('button', { name: 'Stop' }).click();

    await lessonsPage();
    await expect(today).toHaveText('Today: 10 of 10 minutes. Days in a row at your goal: 3 (best 3).');
    const calendar = page.locator('[data-practice-calendar] svg');
    await expect(calendar).toHaveAttribute('data-days-at-goal', '3');
    await expect(calendar.locator('rect[data-goal]')).toHaveCount(3);
    await expect(calendar.locator('rect[data-day="2026-06-01"]')).toHaveAttribute('data-minutes', '10');
    // The same figures for screen readers, in the calendar's table: this week's row, from Monday 1 June, 10 minutes.
    const table = page.getByRole('table', {
      name: 'Minutes played each day over the last 12 weeks: 3 days at your goal.',
    });
    await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText('10');
    await expect(table.getByRole('row').last().getByRole('rowheader')).toHaveText('Week of 1 Jun');

    // Two days later, one of them missed: the streak starts again, and the best is kept.
    await page.clock.setSystemTime(new Date('2026-06-03T10:00:00Z'));
    await lessonsPage();
    await expect(today).toHaveText('Today: 0 of 10 minutes. Days in a row at your goal: 0 (best 3).');
    // A goal of 20 minutes counts only the first of those days (25 minutes).
    await page.getByRole('combobox', { name: text.practiceGoal }).selectOption('20');
    await expect(today).toHaveText('Today: 0 of 20 minutes. Days in a row at your goal: 0 (best 1).');
  });
});

test('the privacy policy says what is kept on the device, and links where to save or forget it', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const key of Object.keys(DEVICE_KEYS) as DeviceKey[])
    await expect(main.getByText(storedName(key), { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'lessons page' }).first()).toHaveAttribute(
    'href',
    '/lessons#your-progress',
  );
  await expect(main).toContainText('service worker');
});
