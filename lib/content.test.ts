import { describe, expect, it } from 'vitest';
import { HOME_LESSONS_PER_LEVEL } from '@/content-model/home';
import { LESSONS_PER_CATEGORY } from '@/content-model/lesson';
import { CATEGORY_IDS } from '@/content-model/vocabulary';
import {
  getContactItems,
  getFeaturedCourse,
  getHomeLessonTabs,
  getLessonCategories,
  getLessons,
  getLessonSearchSources,
  getSite,
  getSiteUrl,
} from './content';

describe('lib/content', () => {
  it('gives the lessons page four tabs in fixed order, six lessons each, featured lesson included', () => {
    const categories = getLessonCategories();
    expect(categories.map((category) => category.id)).toEqual([...CATEGORY_IDS]);
    for (const category of categories) {
      expect(category.lessons).toHaveLength(LESSONS_PER_CATEGORY);
      expect(category.lessons.filter((lesson) => lesson.featured)).toHaveLength(1);
      expect(category.lessons.every((lesson) => lesson.category === category.id)).toBe(true);
    }
  });

  it('hands pages plain lesson summaries without Contentlayer internals or the body', () => {
    const [lesson] = getLessons();
    expect(Object.keys(lesson ?? {}).sort()).toEqual(
      [
        'category',
        'description',
        'duration',
        'featured',
        'image',
        'imageAlt',
        'level',
        'modules',
        'slug',
        'title',
      ].sort(),
    );
  });

  it("gives the search index every lesson's text, in tab order, with its ids turned into the names pages show", () => {
    const sources = getLessonSearchSources();
    expect(sources.map((source) => source.slug)).toEqual(getLessons().map((lesson) => lesson.slug));
    const labels = new Map(getLessonCategories().map((category) => [category.id, category.label]));
    for (const [index, source] of sources.entries()) {
      const lesson = getLessons()[index]!;
      expect(source.category).toBe(labels.get(lesson.category));
      expect(source.instructor).toMatch(/^\p{Lu}\p{L}+ /u);
      expect(source.text).toMatch(/^## /m);
      expect(source.text.trimStart().startsWith('---'), 'no front matter').toBe(false);
    }
  });

  it('resolves the home picks to the same lesson objects as the catalogue', () => {
    const catalogue = new Map(getLessons().map((lesson) => [lesson.slug, lesson]));
    const tabs = getHomeLessonTabs();
    expect(tabs.map((tab) => tab.label)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    for (const tab of tabs) {
      expect(tab.lessons).toHaveLength(HOME_LESSONS_PER_LEVEL);
      for (const lesson of tab.lessons) {
        expect(lesson).toEqual(catalogue.get(lesson.slug));
        expect(lesson.level).toBe(tab.label);
      }
    }
    expect(catalogue.get(getFeaturedCourse().lesson.slug)).toBeDefined();
  });

  it('builds contact items from the site settings', () => {
    const site = getSite();
    const items = getContactItems();
    expect(items.find((item) => item.kind === 'email')).toMatchObject({
      detail: site.email,
      href: `mailto:${site.email}`,
    });
    expect(items.find((item) => item.kind === 'phone')?.href).toMatch(/^tel:\+?\d+$/);
    expect(items.find((item) => item.kind === 'location')).toMatchObject({ detail: site.location, href: site.mapsUrl });
  });

  it('lets a deployment override the site address', () => {
    // Whatever the job running the tests sets (the publishing workflow sets the live address), put back after.
    const before = process.env.SITE_URL;
    try {
      process.env.SITE_URL = 'https://preview-42.example.org';
      expect(getSiteUrl()).toBe('https://preview-42.example.org');
      delete process.env.SITE_URL;
      expect(getSiteUrl()).toBe(getSite().url);
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  });
});
