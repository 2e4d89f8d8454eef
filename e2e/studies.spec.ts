import { page as pageCopy, studyTracks, words } from './content';
import { expect, test } from './fixtures';
import { STUDY_SECTIONS } from '../content-model/study';

const copy = pageCopy('studies');
const trackName = (track: string) => copy.sections!.find((section) => section.id === track)!.title;

test.describe('the study shelf', () => {
  test('the lessons page leads to the shelf, the shelf to each track, a track to its studies in order', async ({
    page,
  }) => {
    await page.goto('/lessons');
    await page.getByRole('link', { name: words.studies.shelfLink }).click();
    await expect(page).toHaveURL(/\/studies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    for (const { track, studies } of studyTracks) {
      const list = page.getByRole('list', { name: trackName(track) });
      await expect(list.getByRole('heading', { level: 3 })).toHaveText(studies.map((study) => study.title));
    }
    const [{ track, studies }] = studyTracks as [(typeof studyTracks)[number]];
    await page
      .getByRole('link', {
        name: new RegExp(`^${words.studies.openTrack.replace('{track}', trackName(track))}`),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/studies/${track}$`));
    const heading = words.studies.trackHeading.replace('{track}', trackName(track));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const links = page.getByRole('list', { name: heading }).getByRole('link');
    await expect(links).toHaveText(studies.map((study) => study.title));
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      studies.map((study) => `/studies/${track}/${study.slug}`),
    );
  });

  test('a study: what it trains, how to count it, the common mistake and a tempo plan, its grooves to play, and the next study', async ({
    page,
  }) => {
    const [{ track, studies }] = studyTracks as [(typeof studyTracks)[number]];
    const [first, second] = studies as [(typeof studies)[number], (typeof studies)[number]];
    await page.goto(`/studies/${track}/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(sections.filter((text) => (STUDY_SECTIONS as readonly string[]).includes(text))).toEqual([
      ...STUDY_SECTIONS,
    ]);
    for (const groove of first.grooves) {
      const figure = page.getByRole('figure', { name: new RegExp(groove.title) });
      await expect(figure.locator('[data-notation] svg path').first()).toBeAttached();
      await expect(figure.getByRole('button', { name: words.practice.play })).toBeVisible();
    }
    const more = page.getByRole('navigation', {
      name: words.studies.moreStudies.replace('{track}', trackName(track)),
    });
    await more.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`/studies/${track}/${second.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title);
  });
});
