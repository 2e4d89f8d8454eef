/**
 * Reads the content files the way the build does, so tests compare pages with what
 * editors wrote rather than with copies typed into the tests.
 */
import path from 'node:path';
import { models } from '../content-model';
import { formatProblem, type Problem } from '../content-model/check/problem';
import { readSourceFile, listContentFiles } from '../content-model/check/read';
import type { InferModel } from '../content-model/fields';
import type { homeModel } from '../content-model/home';
import type { lessonModel } from '../content-model/lesson';
import type { pageModel } from '../content-model/page';
import type { siteModel } from '../content-model/site';
import type { legalModel } from '../content-model/legal';
import type { resourcesModel } from '../content-model/resources';
import type { aboutModel } from '../content-model/about';
import type { categoriesModel } from '../content-model/category';
import type { faqsModel } from '../content-model/faq';
import type { instructorsModel } from '../content-model/instructor';
import type { interfaceModel } from '../content-model/interface';
import type { learningPathsModel } from '../content-model/learning-path';
import type { practicePlanModel } from '../content-model/practice-plan';
import type { rudimentModel } from '../content-model/rudiment';
import { STUDY_TRACKS, studySlug, type studyModel } from '../content-model/study';
import { componentUses } from '../content-model/check/body';
import { parseGroove, type Groove } from '../features/practice/groove/parse';
import { parseMetronome } from '../features/practice/groove/metronome-settings';

const root = path.resolve(import.meta.dirname, '..');

function read() {
  const problems: Problem[] = [];
  const files = listContentFiles(root, models).flatMap(({ absolute, model }) => {
    if (!model) return [];
    const source = readSourceFile(root, absolute, model, problems);
    return source ? [source] : [];
  });
  if (problems.length) throw new Error(`Content does not parse:\n${problems.map(formatProblem).join('\n')}`);
  return files;
}

const files = read();

function single<T>(name: string): T {
  const file = files.find((source) => source.model.name === name);
  if (!file) throw new Error(`No ${name} file`);
  return file.data as T;
}

function collection<T>(name: string): (T & { slug: string })[] {
  return files
    .filter((source) => source.model.name === name)
    .map((source) => ({ ...(source.data as T), slug: source.slug }));
}

export const about = single<InferModel<typeof aboutModel>>('AboutPage');
export const instructors = single<InferModel<typeof instructorsModel>>('InstructorList').instructors;
export const learningPaths = single<InferModel<typeof learningPathsModel>>('LearningPathList').paths;
export const practicePlan = single<InferModel<typeof practicePlanModel>>('PracticePlan');
export const categories = single<InferModel<typeof categoriesModel>>('CategoryList').categories;
export const faqs = single<InferModel<typeof faqsModel>>('FaqList').faqs;
export const site = single<InferModel<typeof siteModel>>('Site');
export const home = single<InferModel<typeof homeModel>>('HomePage');
export const resources = single<InferModel<typeof resourcesModel>>('ResourcesPage');
/** The interface's words (content/interface.yaml). */
export const words = single<InferModel<typeof interfaceModel>>('InterfaceText');
export const lessons = collection<InferModel<typeof lessonModel>>('Lesson');
export const pages = collection<InferModel<typeof pageModel>>('Page');
export const legalPages = collection<InferModel<typeof legalModel>>('LegalPage');
/** The 40 rudiments in number order, each with the groove its text writes it out with. */
export const rudiments = files
  .filter((source) => source.model.name === 'Rudiment')
  .map((source) => ({
    ...(source.data as InferModel<typeof rudimentModel>),
    slug: source.slug,
    /** Its MDX text. */
    text: source.body,
    groove: parseGroove(componentUses(source.body).find((use) => use.name === 'Groove')!.values),
  }))
  .sort((a, b) => a.number - b.number);

export function page(slug: string) {
  const found = pages.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No content/pages/${slug}.yaml`);
  return found;
}

/** Lessons of a category in tab order, as the lessons page lists them. */
export function lessonsOf(category: string) {
  return lessons.filter((lesson) => lesson.category === category).sort((a, b) => a.order - b.order);
}

export function lesson(slug: string) {
  const found = lessons.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No content/lessons/${slug}.mdx`);
  return found;
}

/** The practice tools each lesson's text places, read as the content check and the page read them. */
const uses = Object.fromEntries(
  files.filter((source) => source.model.name === 'Lesson').map((source) => [source.slug, componentUses(source.body)]),
);
export const grooves: Record<string, Groove[]> = Object.fromEntries(
  Object.entries(uses).map(([slug, list]) => [
    slug,
    list.filter((use) => use.name === 'Groove').map((use) => parseGroove(use.values)),
  ]),
);
/** How many drum keys (`<DrumKey />`) each lesson shows. */
export const drumKeys: Record<string, number> = Object.fromEntries(
  Object.entries(uses).map(([slug, list]) => [slug, list.filter((use) => use.name === 'DrumKey').length]),
);
export const metronomes: Record<string, ReturnType<typeof parseMetronome>[]> = Object.fromEntries(
  Object.entries(uses).map(([slug, list]) => [
    slug,
    list.filter((use) => use.name === 'Metronome').map((use) => parseMetronome(use.values)),
  ]),
);

/** The study shelf's studies by track, in the shelf's order, each track's in its order, with their grooves. */
export const studyTracks = STUDY_TRACKS.map((track) => ({
  track,
  studies: files
    .filter((source) => source.model.name === 'Study' && (source.data as { track: string }).track === track)
    .map((source) => ({
      ...(source.data as InferModel<typeof studyModel>),
      slug: studySlug(source.slug, (source.data as { track: string }).track),
      /** Its MDX text. */
      text: source.body,
      grooves: componentUses(source.body)
        .filter((use) => use.name === 'Groove')
        .map((use) => parseGroove(use.values)),
    }))
    .sort((a, b) => a.order - b.order),
})).filter(({ studies }) => studies.length > 0);

/** The study with the most bars of grooves: the one to check for reflow and accessibility. */
export const LONGEST_STUDY = (() => {
  const all = studyTracks.flatMap(({ track, studies }) => studies.map((study) => ({ track, study })));
  const bars = ({ study }: (typeof all)[number]) => study.grooves.reduce((sum, groove) => sum + groove.bars, 0);
  const longest = all.reduce((best, next) => (bars(next) > bars(best) ? next : best), all[0]!);
  return `/studies/${longest.track}/${longest.study.slug}`;
})();

/**
 * A word (7 letters or more) in the prose of exactly one of these pages, and not in that one's title or description,
 * with its page: what only the full-text search can find. Components (grooves) and link addresses are not prose.
 */
export function wordOnlyInTextOf<T extends { title: string; description: string; text: string }>(
  pages: readonly T[],
): readonly [string, T] {
  const prose = (text: string) => text.replace(/<[A-Z][\s\S]*?\/>/g, '').replace(/\]\([^)]*\)/g, ' ');
  const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{7,}/g) ?? []);
  return pages
    .flatMap((each) => [...wordsOf(prose(each.text))].map((candidate) => [candidate, each] as const))
    .find(
      ([candidate, each]) =>
        !`${each.title} ${each.description}`.toLowerCase().includes(candidate) &&
        pages.filter((other) => wordsOf(prose(other.text)).has(candidate)).length === 1,
    )!;
}
