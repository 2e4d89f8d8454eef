import { writeFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { grooves, learningPaths, lesson, practicePlan, rudiments, words } from './content';
import { expect, hydrated, test } from './fixtures';
import { axeViolations, coloursSettled } from './axe';
import { PROGRESS_KEY } from '../features/progress/store';

const text = words.plan;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
const [beginnerPath, intermediatePath] = learningPaths;
const blockMinutes = (page: import('@playwright/test').Page) =>
  page
    .locator('[data-plan-block]')
    .evaluateAll((blocks) => blocks.map((block) => Number(block.getAttribute('data-minutes'))));
const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);
const rudimentKey = (slug: string) => `rudiments/${rudiments.find((rudiment) => rudiment.slug === slug)!.groove.title}`;
const lessonKey = (slug: string) => `${slug}/${grooves[slug]![0]!.title}`;
const readPlan = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').plan, PROGRESS_KEY);

test.use({ timezoneId: 'UTC' });

test.describe("today's practice", () => {
  test("a first visit gets a beginner's 20-minute plan from the path's first week, whose blocks add up to the minutes chosen", async ({
    page,
  }) => {
    await page.goto('/practice');
    await hydrated(page);
    const blocks = page.locator('[data-plan-block]');
    await expect(blocks).toHaveCount(5);
    expect(sum(await blockMinutes(page))).toBe(20);
    await expect(page.getByRole('radio', { name: fill(text.lengthOption, { minutes: 20 }) })).toBeChecked();
    await expect(page.getByText(text.firstVisit)).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: fill(text.week, { path: beginnerPath!.title, week: 1, weeks: beginnerPath!.weeks }),
      }),
    ).toBeVisible();
    // The groove is the first week's first lesson, at the tempo it is written at.
    const [firstWeekLesson] = beginnerPath!.plan[0]!.lessons;
    const groove = page.locator('[data-plan-block="groove"]');
    await expect(groove).toHaveAttribute('data-tune', firstWeekLesson!);
    await expect(groove).toHaveAttribute('data-tempo', String(grooves[firstWeekLesson!]![0]!.tempo));
    await expect(groove.getByRole('link', { name: new RegExp(lesson(firstWeekLesson!).title) })).toHaveAttribute(
      'href',
      `/lessons/${firstWeekLesson}`,
    );
    // Another length: the same five blocks, in its minutes.
    for (const minutes of [10, 60]) {
      await page.getByRole('radio', { name: fill(text.lengthOption, { minutes }) }).check();
      await expect.poll(async () => sum(await blockMinutes(page))).toBe(minutes);
    }
  });

  test("a learner's record, imported from a file, gives a plan from their lesson in progress and their rudiments' tempos", async ({
    page,
  }, testInfo) => {
    const week = intermediatePath!.plan[0]!;
    const rudiment = week.rudiments![0]!;
    const inProgress = week.lessons[0]!;
    const progress = {
      done: {},
      grooves: {
        [rudimentKey(rudiment.rudiment)]: { last: rudiment.tempo - 6, fastest: rudiment.tempo - 4 },
        [lessonKey(inProgress)]: { last: 74 },
      },
      lastLesson: { slug: inProgress, at: '2026-11-26T18:00:00.000Z' },
      plan: { path: 'intermediate' },
    };
    const file = testInfo.outputPath('learner.json');
    writeFileSync(
      file,
      JSON.stringify({ format: 'backbeat-progress', version: 3, exported: '2026-11-26T20:00:00Z', progress }),
    );
    await page.goto('/lessons');
    await hydrated(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: words.progress.load }).click();
    await (await chooser).setFiles(file);
    await expect(page.locator('#your-progress').getByRole('status')).not.toBeEmpty();

    await page.goto('/practice');
    await hydrated(page);
    await expect(page.getByText(text.firstVisit)).toHaveCount(0);
    await expect(
      page.getByRole('heading', {
        name: fill(text.week, { path: intermediatePath!.title, week: 1, weeks: intermediatePath!.weeks }),
      }),
    ).toBeVisible();
    await expect(page.locator('[data-plan-block="groove"]')).toHaveAttribute('data-tune', inProgress);
    await expect(page.locator('[data-plan-block="groove"]')).toHaveAttribute('data-tempo', '74');
    const hands = page.locator('[data-plan-block="hands"]');
    await expect(hands).toHaveAttribute('data-tune', rudiment.rudiment);
    await expect(hands).toHaveAttribute('data-tempo', String(rudiment.tempo - 6));
    await expect(page.locator(`[data-target="${rudiment.rudiment}"]`)).toContainText(
      fill(text.bestSoFar, { tempo: fill(text.tempo, { tempo: rudiment.tempo - 4 }) }),
    );
  });

  test('a block played to its end records its minutes and the tempo reached, and the next block starts', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-27T09:00:00Z') });
    await page.goto('/practice');
    await hydrated(page);
    // Time stands still from here until the test moves it.
    await page.clock.pauseAt(new Date('2026-11-27T09:01:00Z'));
    await page.getByRole('radio', { name: fill(text.lengthOption, { minutes: 10 }) }).check();
    const warmUp = page.locator('[data-plan-block="warm-up"]');
    const minutes = Number(await warmUp.getAttribute('data-minutes'));
    await page.getByRole('button', { name: text.start }).click();
    await expect(warmUp).toHaveAttribute('data-current', 'true');
    await expect(warmUp.getByRole('timer')).toHaveText(fill(text.timeLeft, { time: `${minutes}:00` }));
    // Played on its own page meanwhile: the player keeps the tempo it was last played at.
    const key = (await readPlan(page)).today.current.key as string;
    await page.evaluate(
      ([storage, groove]: [string, string]) => {
        const record = JSON.parse(localStorage.getItem(storage)!);
        record.grooves[groove] = { last: 64, fastest: 64, days: { '2026-11-27': 64 } };
        localStorage.setItem(storage, JSON.stringify(record));
      },
      [PROGRESS_KEY, key] as [string, string],
    );
    await page.clock.runFor(minutes * 60_000 - 30_000);
    await expect(warmUp.getByRole('timer')).toHaveText(fill(text.timeLeft, { time: '0:30' }));
    await page.clock.runFor(31_000);
    await expect(warmUp).toHaveAttribute('data-result', 'played');
    await expect(warmUp.locator('[data-block-result]')).toHaveText(fill(text.played, { minutes, tempo: 64 }));
    await expect(page.locator('[data-plan-block="hands"]')).toHaveAttribute('data-current', 'true');
    const plan = await readPlan(page);
    expect(plan.played).toEqual([{ day: '2026-11-27', kind: 'warm-up', key, seconds: minutes * 60, tempo: 64 }]);
    // The block under way follows the learner onto its player's page, and leads back.
    const hands = page.locator('[data-plan-block="hands"]');
    await page.clock.resume();
    await hands.getByRole('link', { name: text.open }).click();
    // The bar's code comes after the page has hydrated.
    await hydrated(page);
    await expect(page).toHaveURL(/\/rudiments\//);
    const bar = page.getByRole('complementary', { name: text.bar });
    await expect(bar).toContainText(practicePlan.blocks.find((block) => block.kind === 'hands')!.title);
    await expect(bar.getByRole('timer')).toHaveText(new RegExp(`^${fill(text.timeLeft, { time: '\\d+:\\d\\d' })}$`));
    await bar.getByRole('link', { name: text.backToPlan }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await hydrated(page);
    // Skipped: recorded as such, and the plan moves on.
    await page.locator('[data-plan-block="hands"]').getByRole('button', { name: text.skip }).click();
    await expect(page.locator('[data-plan-block="hands"]')).toHaveAttribute('data-result', 'skipped');
    await expect(page.locator('[data-plan-block="groove"]')).toHaveAttribute('data-current', 'true');
    // The keyboard goes on from the block under way.
    await expect(page.locator('#plan-block-groove')).toBeFocused();
    // Skipping a block further on leaves the one under way running.
    await page.locator('[data-plan-block="check"]').getByRole('button', { name: text.skip }).click();
    await expect(page.locator('[data-plan-block="check"]')).toHaveAttribute('data-result', 'skipped');
    await expect(page.locator('[data-plan-block="groove"]')).toHaveAttribute('data-current', 'true');
  });

  test("a week's targets met mark it done, and the next day's plan comes from the next week", async ({ page }) => {
    const [first, second] = beginnerPath!.plan;
    const done = Object.fromEntries(first!.lessons.map((slug) => [slug, '2026-11-27T08:00:00.000Z']));
    // Each rudiment played along with, steadily, at its tempo.
    const played = Object.fromEntries(
      (first!.rudiments ?? []).map(({ rudiment, tempo }) => [
        rudimentKey(rudiment),
        {
          last: tempo,
          fastest: tempo,
          best: {
            [tempo]: { onTime: 92, notes: 32, windowMs: 35, meanMs: 4, spreadMs: 8, at: '2026-11-27T08:00:00.000Z' },
          },
        },
      ]),
    );
    await page.clock.install({ time: new Date('2026-11-27T09:00:00Z') });
    await page.addInitScript(
      ([key, record]: [string, string]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, record);
      },
      [PROGRESS_KEY, JSON.stringify({ done, grooves: played })] as [string, string],
    );
    await page.goto('/practice');
    await hydrated(page);
    const firstDay = page.locator('[data-week]');
    await expect(firstDay).toHaveAttribute('data-week', '1');
    await expect(firstDay).toHaveAttribute('data-week-met', 'true');
    await expect(firstDay.locator('[data-reached]')).toHaveText(
      (first!.rudiments ?? []).map(() => text.reachedPlayAlong),
    );
    await expect(firstDay.getByRole('status')).toHaveText(fill(text.weekDone, { next: 2 }));
    await expect
      .poll(async () => (await readPlan(page))?.weeks)
      .toEqual({ beginner: { index: 0, metOn: '2026-11-27' } });

    // The next day, in a new tab (the same device's record).
    page = await page.context().newPage();
    await page.clock.install({ time: new Date('2026-11-28T09:00:00Z') });
    await page.goto('/practice');
    await hydrated(page);
    const week = page.locator('[data-week]');
    await expect(week).toHaveAttribute('data-week', '2');
    await expect(
      page.getByRole('heading', {
        name: fill(text.week, { path: beginnerPath!.title, week: 2, weeks: beginnerPath!.weeks }),
      }),
    ).toBeVisible();
    await expect(page.locator('[data-plan-block="groove"]')).toHaveAttribute(
      'data-tune',
      second!.lessons.find((slug) => !done[slug])!,
    );
    // A target the record cannot prove is ticked by hand.
    const lessonTarget = page.locator(`[data-target="${second!.lessons.find((slug) => !done[slug])}"]`);
    await lessonTarget.getByRole('checkbox').check();
    await expect(lessonTarget).toHaveAttribute('data-met', 'true');
  });

  test('progress over time: a chart of tempos for each rudiment or groove played on two days, and of play-along runs, their figures in words and in a table', async ({
    page,
  }) => {
    const paradiddle = rudimentKey('single-paradiddle');
    const rock = lessonKey('first-rock-beat');
    await page.clock.install({ time: new Date('2026-11-27T09:00:00Z') });
    await page.addInitScript(([key, record]: [string, string]) => localStorage.setItem(key, record), [
      PROGRESS_KEY,
      JSON.stringify({
        done: {},
        grooves: {
          [paradiddle]: { last: 72, fastest: 74, days: { '2026-11-02': 60, '2026-11-16': 74, '2026-11-27': 72 } },
          [rock]: {
            last: 70,
            fastest: 70,
            days: { '2026-11-27': 70 },
            runs: [
              {
                at: '2026-11-20T18:00:00.000Z',
                bpm: 70,
                onTime: 62,
                notes: 32,
                windowMs: 35,
                meanMs: 21,
                spreadMs: 14,
              },
              {
                at: '2026-11-27T08:30:00.000Z',
                bpm: 70,
                onTime: 88,
                notes: 32,
                windowMs: 35,
                meanMs: 9,
                spreadMs: 7,
                byVoice: {
                  snare: { onTime: 75, notes: 8, meanMs: 24, spreadMs: 6 },
                  hihat: { onTime: 94, notes: 16, meanMs: 2, spreadMs: 4 },
                },
              },
            ],
          },
        },
      }),
    ] as [string, string]);
    await page.goto('/practice');
    await hydrated(page);
    const charts = page.locator('[data-tempo-chart]');
    // The rock beat, played on one day only, has no line yet.
    await expect(charts).toHaveCount(1);
    const chart = charts.first();
    await expect(chart.locator('figcaption')).toHaveText(
      rudiments.find((r) => r.slug === 'single-paradiddle')!.groove.title,
    );
    await expect(chart.locator('circle')).toHaveCount(3);
    // Faster is higher: the 74 of 16 Nov above the 60 of 2 Nov.
    const heights = await chart
      .locator('circle')
      .evaluateAll((dots) => dots.map((dot) => Number(dot.getAttribute('cy'))));
    expect(heights[1]).toBeLessThan(heights[0]!);
    await expect(chart.locator('[data-chart-summary]')).toHaveText(
      fill(text.tempoSummary, { first: 60, from: '2 Nov', last: 72, to: '27 Nov', fastest: 74, days: 3 }),
    );
    await expect(chart.getByRole('table')).toContainText('16 Nov');
    await expect(chart.getByRole('figure')).toHaveAccessibleDescription(
      fill(text.tempoSummary, { first: 60, from: '2 Nov', last: 72, to: '27 Nov', fastest: 74, days: 3 }),
    );
    // Play-along: the rock beat's two runs, the latest with each drum's figures.
    const runs = page.locator('[data-runs-chart]');
    await expect(runs).toHaveCount(1);
    await expect(runs.locator('circle')).toHaveCount(2);
    const summary = fill(text.runsSummary, { runs: 2, first: 62, last: 88, bpm: 70, mean: '+9', spread: 7, best: 88 });
    await expect(runs.locator('[data-chart-summary] p')).toHaveText(summary);
    await expect(runs.locator('[data-drum="snare"]')).toHaveText(
      fill(text.runDrum, { drum: 'Snare', onTime: 75, mean: '+24' }),
    );
    await expect(runs.getByRole('table').getByRole('row')).toHaveCount(3);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await coloursSettled(page);
      expect(await axeViolations(page, '[data-tempo-chart], [data-runs-chart]'), `axe-core, ${colorScheme}`).toEqual(
        [],
      );
    }
  });
});

test('home leads a returning visitor to today’s practice, and a first visit to the first lesson', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const start = page.locator('a[data-practice-link]');
  await expect(start).not.toHaveAttribute('href', '/practice');
  await page.evaluate(([key, record]: [string, string]) => localStorage.setItem(key, record), [
    PROGRESS_KEY,
    JSON.stringify({ done: {}, grooves: {}, lastLesson: { slug: 'first-rock-beat', at: '2026-11-26T18:00:00.000Z' } }),
  ] as [string, string]);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('link', { name: words.progress.practicePlan })).toHaveAttribute('href', '/practice');
});

test.describe("today's practice on paper", () => {
  test('prints the plan on A4 with each block’s notation, tempo and a box to tick, the week, and every path week by week', async ({
    page,
  }) => {
    await page.goto('/practice');
    await hydrated(page);
    await page.emulateMedia({ media: 'print' });
    // Each block's groove is drawn, and loaded: on paper as on screen.
    const images = page.locator('[data-plan-block] img');
    await expect(images).toHaveCount(5);
    await expect
      .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    await expect(page.getByRole('button', { name: text.start })).toBeHidden();
    await expect(page.getByRole('radio').first()).toBeHidden();
    const boxes = page.locator('[data-plan-block] h3 span');
    await expect(boxes.first()).toBeVisible();
    const bytes = await page.pdf({ format: 'A4' });
    const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
    const all = pages.join('\n');
    for (const block of practicePlan.blocks) expect(all).toContain(block.title);
    expect(all).toContain(fill(text.week, { path: beginnerPath!.title, week: 1, weeks: beginnerPath!.weeks }));
    // The groove block's tempo, on the plan's pages (the paths' weeks print tempos too, later).
    expect(pages.slice(0, 2).join('\n')).toContain(
      `${grooves[beginnerPath!.plan[0]!.lessons[0]!]![0]!.title}, from ${lesson(beginnerPath!.plan[0]!.lessons[0]!).title} ${fill(text.blockTempo, { tempo: fill(text.tempo, { tempo: grooves[beginnerPath!.plan[0]!.lessons[0]!]![0]!.tempo }) })}`,
    );
    for (const path of learningPaths) expect(all).toContain(fill(text.weekNumber, { week: path.weeks }));
    // The plan on the first two pages, then its week, then the paths.
    expect(pages.slice(0, 2).join('\n')).toContain(practicePlan.blocks.at(-1)!.title);
    expect(pages.length).toBeLessThanOrEqual(12);
  });
});
