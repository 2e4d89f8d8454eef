/**
 * The only module that reads Contentlayer's generated data. Pages ask it for exactly
 * what they show, as plain objects; if Contentlayer is ever replaced, only this file changes.
 */
import {
  aboutPage,
  allLegalPages,
  allLessons,
  allPages,
  allRudiments,
  allStudies,
  categoryList,
  faqList,
  homePage,
  instructorList,
  interfaceText,
  learningPathList,
  practicePlan,
  resourcesPage,
  site,
  type Lesson as GeneratedLesson,
} from 'contentlayer/generated';
import { LEGAL_SLUGS, type LegalSlug } from '@/content-model/legal';
import { RUDIMENT_FAMILY_IDS, type RudimentFamily } from '@/content-model/rudiment';
import { STUDY_TRACKS, studySlug, type StudyTrack } from '@/content-model/study';
import { PAGE_SECTIONS, type PageSlug, type SectionId } from '@/content-model/page';
import { fillIn } from '@/lib/format';
import { lessonHref, NOTATION_FOLDER, rudimentHref, studyHref } from '@/lib/routes';
import type { PracticeBlockKind } from '@/content-model/practice-plan';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { CATEGORY_IDS, HOME_LEVELS, type CategoryId, type LessonLevel } from '@/content-model/vocabulary';

/** What a lesson card needs: no body, no Contentlayer internals. */
export interface LessonSummary {
  slug: string;
  title: string;
  description: string;
  category: CategoryId;
  level: LessonLevel;
  duration: number;
  image: string;
  imageAlt: string;
  modules: string[];
  featured: boolean;
}

export interface CategoryWithLessons {
  id: CategoryId;
  label: string;
  description: string;
  lessons: LessonSummary[];
}

function toSummary(lesson: GeneratedLesson): LessonSummary {
  return {
    slug: lesson.slug,
    title: lesson.title,
    description: lesson.description,
    category: lesson.category,
    level: lesson.level,
    duration: lesson.duration,
    image: lesson.image,
    imageAlt: lesson.imageAlt,
    modules: lesson.modules,
    featured: lesson.featured,
  };
}

const byCategoryThenOrder = (a: GeneratedLesson, b: GeneratedLesson) =>
  CATEGORY_IDS.indexOf(a.category) - CATEGORY_IDS.indexOf(b.category) || a.order - b.order;

function lessonBySlug(slug: string): GeneratedLesson {
  const lesson = allLessons.find((candidate) => candidate.slug === slug);
  // The content check guarantees every reference resolves; reaching this is a bug in the check.
  if (!lesson) throw new Error(`No lesson "${slug}" in content/lessons.`);
  return lesson;
}

/**
 * The public address of this build. A preview deployment sets SITE_URL to its own
 * address so that canonical links, the sitemap and shared links point at the preview.
 */
export function getSiteUrl(): string {
  return process.env.SITE_URL ?? site.url;
}

export function getSite() {
  const { _id, _raw, type: _type, ...settings } = site;
  return settings;
}

/** A section's heading as the page file gives it. */
export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

export function getPage<P extends PageSlug>(slug: P) {
  const page = allPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No page copy content/pages/${slug}.yaml.`);
  // The content check guarantees each page file has exactly its page's sections.
  const sections = Object.fromEntries(
    PAGE_SECTIONS[slug].map((id) => {
      const copy = page.sections?.find((section) => section.id === id);
      if (!copy) throw new Error(`No section "${id}" in content/pages/${slug}.yaml.`);
      return [id, { eyebrow: copy.eyebrow, title: fillIn(copy.title, { name: site.name }), intro: copy.intro }];
    }),
  ) as Record<SectionId<P>, SectionCopy>;
  return { title: page.title, description: page.description, heading: page.heading, intro: page.intro, sections };
}

/** The words of menus, buttons and labels (content/interface.yaml). */
export function getWords() {
  const { _id, _raw, type: _type, ...words } = interfaceText;
  return words;
}

export type Words = ReturnType<typeof getWords>;

export function getLegalPage(slug: LegalSlug) {
  const page = allLegalPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No legal page content/legal/${slug}.md.`);
  return { title: page.title, description: page.description, updated: page.updated, html: page.body.html };
}

export type LegalPage = ReturnType<typeof getLegalPage>;

function getLegalLinks() {
  return LEGAL_SLUGS.map((slug) => ({ slug, title: getLegalPage(slug).title }));
}

/** All lessons, in tab order and then in each lesson's position. */
export function getLessons(): LessonSummary[] {
  return [...allLessons].sort(byCategoryThenOrder).map(toSummary);
}

/** Everything a lesson's own page shows, including its compiled MDX body and its neighbours in the tab. */
export function getLesson(slug: string) {
  const lesson = allLessons.find((candidate) => candidate.slug === slug);
  if (!lesson) return undefined;
  const siblings = allLessons.filter((candidate) => candidate.category === lesson.category).sort(byCategoryThenOrder);
  const index = siblings.indexOf(lesson);
  const neighbour = (other: GeneratedLesson | undefined) =>
    other ? { slug: other.slug, title: other.title } : undefined;
  const category = categoryList.categories.find((candidate) => candidate.id === lesson.category);
  const instructor = instructorList.instructors.find((candidate) => candidate.id === lesson.instructor);
  return {
    ...toSummary(lesson),
    categoryLabel: category?.label ?? lesson.category,
    instructor: instructor
      ? { name: instructor.name, role: instructor.role, image: instructor.image, imageAlt: instructor.imageAlt }
      : undefined,
    bodyCode: lesson.body.code,
    previous: neighbour(siblings[index - 1]),
    next: neighbour(siblings[index + 1]),
  };
}

export function getLessonSlugs(): string[] {
  return [...allLessons].sort(byCategoryThenOrder).map((lesson) => lesson.slug);
}

/** The lessons page's tabs: each category with its six lessons. */
export function getLessonCategories(): CategoryWithLessons[] {
  const lessons = getLessons();
  return CATEGORY_IDS.map((id) => {
    const category = categoryList.categories.find((candidate) => candidate.id === id);
    if (!category) throw new Error(`No category "${id}" in content/categories.yaml.`);
    return {
      id,
      label: category.label,
      description: category.description,
      lessons: lessons.filter((lesson) => lesson.category === id),
    };
  });
}

/** The home page's level tabs: the four lessons chosen for each level in content/home.yaml. */
export function getHomeLessonTabs() {
  return HOME_LEVELS.map(({ id, level }) => ({
    id,
    label: level,
    lessons: homePage.lessonPicks[id].map((slug) => toSummary(lessonBySlug(slug))),
  }));
}

export function getFeaturedCourse() {
  const { lesson, tagline } = homePage.featuredCourse;
  return { tagline, lesson: toSummary(lessonBySlug(lesson)) };
}

export function getHomeSections() {
  return {
    features: homePage.features.map(({ icon, title, description }) => ({ icon, title, description })),
    mission: { title: homePage.mission.title, text: homePage.mission.text },
    resourceCards: homePage.resourceCards.map(({ title, description, url, icon }) => ({
      title,
      description,
      url,
      icon,
    })),
  };
}

export function getAbout() {
  return {
    story: aboutPage.story,
    mission: aboutPage.mission,
    values: aboutPage.values.map(({ icon, title, description }) => ({ icon, title, description })),
    timeline: aboutPage.timeline.map(({ year, title, description }) => ({ year, title, description })),
  };
}

export function getInstructors() {
  return instructorList.instructors.map(({ id, name, role, image, imageAlt, bio }) => ({
    id,
    name,
    role,
    image,
    imageAlt,
    bio,
  }));
}

export function getLearningPaths() {
  return learningPathList.paths.map(({ level, title, weeks, description, bullets }) => ({
    level,
    title,
    weeks,
    description,
    bullets,
  }));
}

/** Where a rudiment's grooves are remembered on the visitor's device (their tempos and speed trainer), beside the lessons'. */
export const RUDIMENTS_RECORD = 'rudiments';

/** Something a block plays: a lesson's first groove or a rudiment, with the key its record is kept under. */
export interface PlanTune {
  kind: 'lesson' | 'rudiment';
  slug: string;
  /** The lesson's title or the rudiment's name. */
  title: string;
  /** The groove's title (for a rudiment, usually its name again). */
  groove: string;
  /** The tempo the groove is written at. */
  tempo: number;
  /** Whether its tempo counts eighth notes (6/8, 12/8): written ♪ = n. */
  inEighths: boolean;
  /** Where its tempos and speed trainer are kept in the progress record. */
  key: string;
  href: string;
  /** Its notation as an SVG file. */
  notation: string;
}

export interface PlanBlockContent {
  kind: PracticeBlockKind;
  title: string;
  instructions: string;
  share: number;
  rudiments?: readonly string[];
  lessons?: readonly string[];
}

export interface PlanWeek {
  goal: string;
  lessons: readonly string[];
  rudiments: readonly { rudiment: string; tempo: number }[];
  /** Studies of the shelf to work through beside the lessons: their titles and pages. */
  studies: readonly { title: string; href: string }[];
}

export interface PlanContent {
  blocks: readonly PlanBlockContent[];
  /** Every lesson with a groove, in catalogue order. */
  lessons: readonly PlanTune[];
  rudiments: readonly PlanTune[];
  paths: readonly { level: (typeof HOME_LEVELS)[number]['id']; title: string; weeks: readonly PlanWeek[] }[];
}

/** The first groove a lesson or rudiment writes: its <Groove> values as the editor wrote them. */
function firstGroove(body: string): Record<string, string> | undefined {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(body);
  type Node = { type: string; name?: string; attributes?: { name?: string; value?: unknown }[]; children?: Node[] };
  // Depth first, in the order the text writes them.
  const queue: Node[] = [tree as Node];
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Groove') {
      const values = Object.fromEntries(
        (node.attributes ?? []).flatMap((attribute) =>
          attribute.name && typeof attribute.value === 'string' ? [[attribute.name, attribute.value]] : [],
        ),
      );
      if (values.title && Number.isFinite(Number(values.tempo))) return values;
    }
    queue.unshift(...(node.children ?? []));
  }
  return undefined;
}

/** Where a lesson's or rudiment's first groove is, drawn as one SVG file (app/notation/[file]/route.ts writes it). */
export const notationFile = (kind: 'lesson' | 'rudiment', slug: string) => `${kind}-${slug}.svg`;

/** Every lesson's and rudiment's first groove, by the file its notation is written to. */
let notationSources: { file: string; values: Record<string, string> }[] | undefined;
export function getNotationSources(): { file: string; values: Record<string, string> }[] {
  notationSources ??= [
    ...allLessons.map((lesson) => ({
      file: notationFile('lesson', lesson.slug),
      values: firstGroove(lesson.body.raw),
    })),
    ...allRudiments.map((rudiment) => ({
      file: notationFile('rudiment', rudiment.slug),
      values: firstGroove(rudiment.body.raw),
    })),
  ].flatMap(({ file, values }) => (values ? [{ file, values }] : []));
  return notationSources;
}

/** Each block of today's practice by its title, for the bar that follows a block onto its player's page. */
export function getPlanBlockTitles(): Record<PracticeBlockKind, string> {
  return Object.fromEntries(practicePlan.blocks.map((block) => [block.kind, block.title])) as Record<
    PracticeBlockKind,
    string
  >;
}

/**
 * What today's practice draws on: its blocks, every lesson and rudiment that has a groove to play (the key its
 * record is kept under is the one the groove's player uses: lesson slug or "rudiments", and the groove's title),
 * and the paths week by week.
 */
export function getPracticePlan(): PlanContent {
  const tune = (kind: PlanTune['kind'], slug: string, title: string, body: string, href: string, prefix: string) => {
    const groove = firstGroove(body);
    return groove
      ? [
          {
            kind,
            slug,
            title,
            groove: groove.title!,
            tempo: Number(groove.tempo),
            inEighths: (groove.signature ?? '4/4').trim().endsWith('/8'),
            key: `${prefix}/${groove.title}`,
            href,
            notation: `${NOTATION_FOLDER}${notationFile(kind, slug)}`,
          },
        ]
      : [];
  };
  return {
    blocks: practicePlan.blocks.map(({ kind, title, instructions, share, rudiments, lessons }) => ({
      kind,
      title,
      instructions,
      share,
      ...(rudiments ? { rudiments } : {}),
      ...(lessons ? { lessons } : {}),
    })),
    lessons: [...allLessons]
      .sort(byCategoryThenOrder)
      .flatMap((lesson) =>
        tune('lesson', lesson.slug, lesson.title, lesson.body.raw, lessonHref(lesson.slug), lesson.slug),
      ),
    rudiments: [...allRudiments]
      .sort((a, b) => a.number - b.number)
      .flatMap((rudiment) =>
        tune(
          'rudiment',
          rudiment.slug,
          rudiment.title,
          rudiment.body.raw,
          rudimentHref(rudiment.slug),
          RUDIMENTS_RECORD,
        ),
      ),
    paths: learningPathList.paths.map(({ level, title, plan }) => ({
      level,
      title,
      weeks: plan.map(({ goal, lessons, rudiments, studies }) => ({
        goal,
        lessons,
        rudiments: rudiments ?? [],
        studies: (studies ?? []).flatMap((file) => {
          const study = allStudies.find((candidate) => candidate.slug === file);
          return study
            ? [{ title: study.title, href: studyHref(study.track, studySlug(study.slug, study.track)) }]
            : [];
        }),
      })),
    })),
  };
}

export type Faq = ReturnType<typeof getFaqs>[number];

export function getFaqs() {
  return faqList.faqs.map(({ question, answer }) => ({ question, answer }));
}

export function getResources() {
  return {
    categories: resourcesPage.categories.map(({ title, description, icon, count }) => ({
      title,
      description,
      icon,
      count,
    })),
    educationalLinks: resourcesPage.educationalLinks.map(({ title, description, url, icon }) => ({
      title,
      description,
      url,
      icon,
    })),
    partners: resourcesPage.partners.map(({ title, description, url, image, imageAlt }) => ({
      title,
      description,
      url,
      image,
      imageAlt,
    })),
    guide: { title: resourcesPage.guide.title, description: resourcesPage.guide.description },
  };
}

/** Contact details come from the site settings, so the email and phone exist once. */
export function getContactItems() {
  const words = interfaceText.contact;
  return [
    { kind: 'email', title: words.email, detail: site.email, href: `mailto:${site.email}` },
    { kind: 'phone', title: words.phone, detail: site.phone, href: `tel:${site.phone.replace(/[^+\d]/g, '')}` },
    { kind: 'location', title: words.location, detail: site.location, href: site.mapsUrl },
    { kind: 'hours', title: words.hours, detail: site.officeHours, href: undefined },
  ] as const;
}

export type ContactItem = ReturnType<typeof getContactItems>[number];

/** What the chrome around every visitor page shows: header, footer and the donation pop-up. */
export function getShell() {
  return {
    site: getSite(),
    words: getWords(),
    educationalLinks: resourcesPage.educationalLinks.map(({ title, url }) => ({ title, url })),
    legalLinks: getLegalLinks(),
  };
}

export type ShellContent = ReturnType<typeof getShell>;

/** What the beginner's guide PDF prints: the beginner lessons in order, with their text, and the guide's words. */
export function getBeginnersGuide() {
  const lessons = allLessons
    .filter((lesson) => lesson.category === 'beginner')
    .sort(byCategoryThenOrder)
    .map((lesson) => ({
      slug: lesson.slug,
      title: lesson.title,
      description: lesson.description,
      level: lesson.level,
      duration: lesson.duration,
      modules: lesson.modules,
      teacher: instructorList.instructors.find((instructor) => instructor.id === lesson.instructor)?.name,
      image: lesson.image,
      imageAlt: lesson.imageAlt,
      text: lesson.body.raw,
    }));
  const { bar, sticking } = interfaceText.practice;
  return {
    siteName: site.name,
    siteUrl: getSiteUrl(),
    words: interfaceText.guide,
    noteWords: { bar, sticking },
    lessons,
  };
}

/** A rudiment as its page shows it. */
export interface RudimentEntry {
  slug: string;
  number: number;
  title: string;
  description: string;
}

/** The 40 rudiments by family, in the society's order, each family's in number order. */
export function getRudimentFamilies(): { id: RudimentFamily; rudiments: RudimentEntry[] }[] {
  const byNumber = [...allRudiments].sort((a, b) => a.number - b.number);
  return RUDIMENT_FAMILY_IDS.map((id) => ({
    id,
    rudiments: byNumber
      .filter((rudiment) => rudiment.family === id)
      .map(({ slug, number, title, description }) => ({ slug, number, title, description })),
  }));
}

/** Every rudiment's file name, in number order: each has its own page. */
export function getRudimentSlugs(): string[] {
  return [...allRudiments].sort((a, b) => a.number - b.number).map((rudiment) => rudiment.slug);
}

/** A rudiment's page: its number, name, family, text, and the rudiments before and after it in number order. */
export function getRudiment(slug: string) {
  const byNumber = [...allRudiments].sort((a, b) => a.number - b.number);
  const at = byNumber.findIndex((rudiment) => rudiment.slug === slug);
  if (at < 0) return undefined;
  const { number, title, description, family, body, order, tempos } = byNumber[at]!;
  const neighbour = (index: number) => {
    const other = byNumber[index];
    return other ? { slug: other.slug, number: other.number, title: other.title } : undefined;
  };
  // Counted in eighths where its groove's time signature is (6/8): its tempos say so.
  const signature = firstGroove(body.raw)?.signature ?? '4/4';
  const href = rudimentHref(slug);
  return {
    slug,
    number,
    title,
    description,
    family,
    order,
    tempos: { start: tempos.start, goal: tempos.goal, advanced: tempos.advanced },
    inEighths: signature.trim().endsWith('/8'),
    bodyCode: body.code,
    previous: neighbour(at - 1),
    next: neighbour(at + 1),
    /** The lessons whose text links to it, in catalogue order. */
    lessons: [...allLessons]
      .sort(byCategoryThenOrder)
      .filter((lesson) => lesson.body.raw.includes(`](${href})`))
      .map((lesson) => ({ slug: lesson.slug, title: lesson.title })),
  };
}

/** A track's studies in order. */
const studiesOf = (track: StudyTrack) =>
  allStudies
    .filter((study) => study.track === track)
    .sort((a, b) => a.order - b.order)
    .map((study) => ({ ...study, slug: studySlug(study.slug, track) }));

/** The study shelf: the tracks that have studies, in the shelf's order, each with its studies in order. */
export function getStudyShelf(): {
  track: StudyTrack;
  studies: { slug: string; title: string; description: string; level: string }[];
}[] {
  return STUDY_TRACKS.map((track) => ({
    track,
    studies: studiesOf(track).map(({ slug, title, description, level }) => ({ slug, title, description, level })),
  })).filter((shelf) => shelf.studies.length > 0);
}

/** A study's page: its text, and the studies before and after it in its track. */
export function getStudy(track: string, slug: string) {
  const inTrack = STUDY_TRACKS.includes(track as StudyTrack) ? studiesOf(track as StudyTrack) : [];
  const at = inTrack.findIndex((study) => study.slug === slug);
  if (at < 0) return undefined;
  const { title, description, level, body } = inTrack[at]!;
  const neighbour = (index: number) => {
    const other = inTrack[index];
    return other ? { slug: other.slug, title: other.title } : undefined;
  };
  return {
    track: track as StudyTrack,
    slug,
    title,
    description,
    level,
    bodyCode: body.code,
    /** Whether its text holds the sticking permutations tool, whose every choice has a page of its own. */
    hasPermutations: /<StickingPermutations\b/.test(body.raw),
    previous: neighbour(at - 1),
    next: neighbour(at + 1),
  };
}

/** The studies as the lesson search indexes them, in the shelf's order: their name, track, level and text. */
export function getStudySearchSources() {
  const sections = getPage('studies').sections;
  return STUDY_TRACKS.flatMap((track) =>
    studiesOf(track).map(({ slug, title, description, level, body }) => ({
      slug,
      track,
      trackName: sections[track].title,
      title,
      description,
      level,
      text: body.raw,
    })),
  );
}

/** The rudiments as the lesson search indexes them: their name, what they are and their text. */
export function getRudimentSearchSources() {
  return [...allRudiments]
    .sort((a, b) => a.number - b.number)
    .map((rudiment) => ({
      slug: rudiment.slug,
      title: rudiment.title,
      description: rudiment.description,
      family: rudiment.family,
      text: rudiment.body.raw,
    }));
}

/**
 * What the lesson search indexes (app/search-index.json/route.ts): every lesson's own words, from its
 * title to its text, with the names of its category, level and instructor, in tab order.
 */
export function getLessonSearchSources() {
  return [...allLessons].sort(byCategoryThenOrder).map((lesson) => ({
    slug: lesson.slug,
    title: lesson.title,
    description: lesson.description,
    category: categoryList.categories.find((category) => category.id === lesson.category)?.label ?? lesson.category,
    level: lesson.level,
    modules: lesson.modules,
    instructor: instructorList.instructors.find((instructor) => instructor.id === lesson.instructor)?.name,
    text: lesson.body.raw,
  }));
}
