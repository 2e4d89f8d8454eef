import type { InferModel, Model } from '../fields';
import { SLUG_PATTERN } from '../fields';
import { HOME_LESSON_MINUTES, HOME_LESSONS_PER_LEVEL, homeModel } from '../home';
import { categoriesModel } from '../category';
import { instructorsModel } from '../instructor';
import { learningPathsModel } from '../learning-path';
import { LEGAL_SLUGS, legalModel } from '../legal';
import { LESSONS_PER_CATEGORY, lessonModel } from '../lesson';
import { PAGE_SECTIONS, PAGE_SLUGS, pageModel, type PageSlug } from '../page';
import { aboutModel } from '../about';
import { RUDIMENT_COUNT, RUDIMENT_FAMILIES, rudimentModel } from '../rudiment';
import { STUDY_SECTIONS, studyModel } from '../study';
import { PLAN_DRAWS_ON, PRACTICE_BLOCK_KINDS, practicePlanModel } from '../practice-plan';
import { siteModel } from '../site';
import { unprintable } from '../printable';
import { CATEGORY_IDS, HOME_LEVELS } from '../vocabulary';
import { componentUses } from './body';
import type { Problem } from './problem';
import { lineOfPath, type SourceFile } from './read';

type Lesson = InferModel<typeof lessonModel>;

/**
 * Rules that span fields or files: counts, uniqueness and references.
 * They run on files whose fields passed the model check, so each can trust the shape it reads.
 */
export function checkRules(
  valid: readonly SourceFile[],
  all: readonly SourceFile[],
  incomplete: ReadonlySet<Model>,
): Problem[] {
  const problems: Problem[] = [];
  const at = (source: SourceFile, fieldPath: (string | number)[], expected: string, got: string) =>
    problems.push({
      file: source.file,
      line: lineOfPath(source, fieldPath),
      field: fieldPath.length ? formatPath(fieldPath) : '(file)',
      expected,
      got,
    });

  const ofModel = (model: Model) => valid.filter((source) => source.model === model);
  const single = (model: Model) => ofModel(model)[0];

  // File names become addresses, so they must be plain and unique.
  for (const source of all) {
    if (source.model.kind === 'collection' && !SLUG_PATTERN.test(source.slug)) {
      problems.push({
        file: source.file,
        field: '(file name)',
        expected: 'a file name of lowercase letters, digits and single hyphens, such as first-rock-beat',
        got: `"${source.slug}"`,
      });
    }
  }

  requireSlugs(all, pageModel, PAGE_SLUGS, problems);

  // Each page's sections are fixed by its design: the file gives exactly their headings, in order.
  for (const source of ofModel(pageModel)) {
    if (!Object.hasOwn(PAGE_SECTIONS, source.slug)) continue;
    const wanted: readonly string[] = PAGE_SECTIONS[source.slug as PageSlug];
    const sections = (source.data as InferModel<typeof pageModel>).sections ?? [];
    const ids = sections.map((section) => section.id);
    if (ids.join() !== wanted.join()) {
      const expected =
        wanted.length > 0
          ? `the sections ${wanted.join(', ')}, in that order, each with its id`
          : 'no sections (this page has none)';
      at(source, ['sections'], expected, ids.length > 0 ? `ids ${ids.join(', ')}` : 'no sections');
    }
  }
  requireSlugs(all, legalModel, LEGAL_SLUGS, problems);

  for (const source of ofModel(lessonModel)) {
    if (!source.body.trim()) {
      problems.push({
        file: source.file,
        line: source.bodyLine,
        field: '(lesson text)',
        expected: 'the lesson itself below the closing --- line',
        got: 'nothing',
      });
    } else if (!/<Groove[\s/>]/.test(source.body)) {
      // A lesson teaches something to play: every one shows it as notation and a grid, and plays it.
      problems.push({
        file: source.file,
        line: source.bodyLine,
        field: '(lesson text)',
        expected: 'at least one <Groove … /> showing what the lesson asks the student to play',
        got: 'no groove',
      });
    }
  }
  // Studies: each in its four sections, in order, with something to play, at its own place in its track.
  const studyOrders = new Map<string, string>();
  for (const source of ofModel(studyModel)) {
    const study = source.data as InferModel<typeof studyModel>;
    const headings = [...source.body.matchAll(/^## (.+?)\s*$/gm)].map(([, heading]) => heading!);
    const found = headings.filter((heading) => (STUDY_SECTIONS as readonly string[]).includes(heading));
    if (found.join('|') !== STUDY_SECTIONS.join('|')) {
      problems.push({
        file: source.file,
        line: source.bodyLine,
        field: '(study text)',
        expected: `the sections ${STUDY_SECTIONS.map((name) => `"## ${name}"`).join(', ')}, each once, in that order`,
        got: found.length ? found.map((name) => `"## ${name}"`).join(', ') : 'none of them',
      });
    }
    if (!/<Groove[\s/>]/.test(source.body)) {
      problems.push({
        file: source.file,
        line: source.bodyLine,
        field: '(study text)',
        expected: 'at least one <Groove … /> writing out what the study asks the student to read and play',
        got: 'no groove',
      });
    }
    const place = `${study.track} ${study.order}`;
    const other = studyOrders.get(place);
    if (other)
      at(source, ['order'], `a place no other ${study.track} study has`, `${study.order}, which ${other} has too`);
    studyOrders.set(place, source.slug);
  }

  // The sticking permutations tool has a page for each of its choices beside its study's page: once in a study
  // (body.ts keeps it out of other texts).
  for (const source of ofModel(studyModel)) {
    const tools = componentUses(source.body).filter((use) => use.name === 'StickingPermutations').length;
    if (tools > 1)
      problems.push({
        file: source.file,
        line: source.bodyLine,
        field: '(study text) <StickingPermutations>',
        expected: 'the sticking permutations tool once in a study',
        got: `${tools} of them`,
      });
  }

  // Rudiments: the society's 40, each once, in its family, each written out by one groove that starts at its first
  // target tempo; each has its own place in the learning order.
  const rudimentNumbers = new Map<number, string>();
  const rudimentOrders = new Map<number, string>();
  for (const source of ofModel(rudimentModel)) {
    const rudiment = source.data as InferModel<typeof rudimentModel>;
    const grooves = source.body.match(/<Groove[\s/>]/g)?.length ?? 0;
    if (grooves !== 1) {
      problems.push({
        file: source.file,
        line: source.bodyLine,
        field: '(rudiment text)',
        expected: 'exactly one <Groove … /> writing the rudiment out, with its sticking',
        got: grooves === 0 ? 'no groove' : `${grooves} grooves`,
      });
    } else if (
      !componentUses(source.body)
        .find((use) => use.name === 'Groove')
        ?.values.sticking?.trim()
    ) {
      // A rudiment is its sticking: the groove must write it under the notes.
      problems.push({
        file: source.file,
        line: source.bodyLine + source.body.slice(0, source.body.search(/<Groove[\s/>]/)).split('\n').length - 1,
        field: '(rudiment text) <Groove> sticking',
        expected: 'the sticking under the notes: R or L under each note, as in sticking="RLRR LRLL"',
        got: 'no sticking',
      });
    }
    const family = RUDIMENT_FAMILIES[rudiment.family];
    if (rudiment.number < family.first || rudiment.number > family.last) {
      at(
        source,
        ['number'],
        `a number from ${family.first} to ${family.last}, as the rudiment is in the ${rudiment.family} family`,
        String(rudiment.number),
      );
    }
    const other = rudimentNumbers.get(rudiment.number);
    if (other) at(source, ['number'], `a number no other rudiment has`, `${rudiment.number}, which ${other} has too`);
    rudimentNumbers.set(rudiment.number, source.slug);
    const sameOrder = rudimentOrders.get(rudiment.order);
    if (sameOrder)
      at(
        source,
        ['order'],
        'a place in the order no other rudiment has',
        `${rudiment.order}, which ${sameOrder} has too`,
      );
    rudimentOrders.set(rudiment.order, source.slug);
    const { start, goal, advanced } = rudiment.tempos;
    if (goal <= start) at(source, ['tempos', 'goal'], `a tempo faster than the start (${start} BPM)`, `${goal} BPM`);
    if (advanced <= goal)
      at(source, ['tempos', 'advanced'], `a tempo faster than the goal (${goal} BPM)`, `${advanced} BPM`);
    const written = Number(componentUses(source.body).find((use) => use.name === 'Groove')?.values.tempo);
    if (Number.isFinite(written) && written !== start)
      at(
        source,
        ['tempos', 'start'],
        `the tempo its groove is written at (${written} BPM), where the player starts`,
        `${start} BPM`,
      );
  }
  if (!incomplete.has(rudimentModel)) {
    const missing = Array.from({ length: RUDIMENT_COUNT }, (_, index) => index + 1).filter(
      (number) => !rudimentNumbers.has(number),
    );
    if (missing.length > 0) {
      problems.push({
        file: `content/${rudimentModel.directory}`,
        field: '(files)',
        expected: `one file for each of the ${RUDIMENT_COUNT} rudiments, numbered 1 to ${RUDIMENT_COUNT}`,
        got: `no file with the number ${missing.join(', ')}`,
      });
    }
    const unordered = Array.from({ length: RUDIMENT_COUNT }, (_, index) => index + 1).filter(
      (order) => !rudimentOrders.has(order),
    );
    if (missing.length === 0 && unordered.length > 0) {
      problems.push({
        file: `content/${rudimentModel.directory}`,
        field: 'order',
        expected: `each place in the learning order, 1 to ${RUDIMENT_COUNT}, given to one rudiment`,
        got: `no rudiment at ${unordered.join(', ')}`,
      });
    }
  }

  for (const source of ofModel(legalModel)) {
    if (!source.body.trim()) {
      problems.push({
        file: source.file,
        line: source.bodyLine,
        field: '(page text)',
        expected: 'the text of the page below the closing --- line',
        got: 'nothing',
      });
    }
  }

  // Categories: each fixed id once.
  const categoriesFile = single(categoriesModel);
  if (categoriesFile) {
    const { categories } = categoriesFile.data as InferModel<typeof categoriesModel>;
    const seen = new Set<string>();
    categories.forEach((category, index) => {
      if (seen.has(category.id)) {
        at(
          categoriesFile,
          ['categories', index, 'id'],
          `each of ${CATEGORY_IDS.join(', ')} once`,
          `"${category.id}" a second time`,
        );
      }
      seen.add(category.id);
    });
  }

  // Instructors: ids are what lessons refer to.
  const instructorsFile = single(instructorsModel);
  const instructorIds = new Set<string>();
  if (instructorsFile) {
    const { instructors } = instructorsFile.data as InferModel<typeof instructorsModel>;
    instructors.forEach((instructor, index) => {
      if (!SLUG_PATTERN.test(instructor.id)) {
        at(
          instructorsFile,
          ['instructors', index, 'id'],
          'lowercase letters, digits and hyphens, such as maya-okafor',
          `"${instructor.id}"`,
        );
      } else if (instructorIds.has(instructor.id)) {
        at(
          instructorsFile,
          ['instructors', index, 'id'],
          'an id no other instructor has',
          `"${instructor.id}" a second time`,
        );
      }
      instructorIds.add(instructor.id);
    });
  }

  // Lessons: six per category, exactly one featured, distinct positions, known instructor.
  const lessons = ofModel(lessonModel).map((source) => ({ source, lesson: source.data as Lesson }));
  const lessonsBySlug = new Map(lessons.map((entry) => [entry.source.slug, entry]));
  // Counting and resolving references is only fair once every lesson file could be read;
  // otherwise one typo would also show up as a missing lesson elsewhere.
  const lessonsReadable = !incomplete.has(lessonModel);
  for (const { source, lesson } of lessons) {
    if (lesson.instructor !== undefined && instructorsFile && !instructorIds.has(lesson.instructor)) {
      at(
        source,
        ['instructor'],
        `the id of an instructor in content/instructors.yaml (${[...instructorIds].join(', ')})`,
        `"${lesson.instructor}"`,
      );
    }
    const expectedLevel = HOME_LEVELS.find((level) => level.id === lesson.category)?.level;
    if (expectedLevel && lesson.level !== expectedLevel) {
      at(
        source,
        ['level'],
        `${expectedLevel}, because the lesson is in the ${lesson.category} category`,
        `"${lesson.level}"`,
      );
    }
  }
  // Pictures: every card of a tab shows its own picture, described in words a listener can picture.
  const pictureUsers = new Map<string, string[]>();
  for (const { source, lesson } of lessons) {
    const key = `${lesson.category} ${lesson.image}`;
    pictureUsers.set(key, [...(pictureUsers.get(key) ?? []), source.slug]);
  }
  for (const { source, lesson } of lessons) {
    const others = (pictureUsers.get(`${lesson.category} ${lesson.image}`) ?? []).filter(
      (slug) => slug !== source.slug,
    );
    if (others.length > 0) {
      at(
        source,
        ['image'],
        `a picture no other ${lesson.category} lesson uses, so the cards of a tab differ`,
        `${lesson.image}, which ${others.join(' and ')} uses too`,
      );
    }
    const altMistake = altTextMistake(lesson.imageAlt, lesson.image);
    if (altMistake) at(source, ['imageAlt'], ALT_TEXT_EXPECTED, altMistake);
  }
  // The beginner lessons are also printed, as the beginner's guide PDF, whose fonts hold fewer characters than a web page.
  for (const { source, lesson } of lessons) {
    if (lesson.category !== 'beginner') continue;
    const fields: [(string | number)[], string][] = [
      [['title'], lesson.title],
      [['description'], lesson.description],
      ...lesson.modules.map((module, index): [(string | number)[], string] => [['modules', index], module]),
    ];
    for (const [fieldPath, text] of fields) {
      const bad = unprintable(text);
      if (bad.length)
        at(source, fieldPath, PRINTABLE_EXPECTED, `${bad.map((char) => `"${char}"`).join(', ')} in "${text}"`);
    }
    const bad = unprintable(source.body);
    if (bad.length) {
      const offset = source.body.indexOf(bad[0]!);
      problems.push({
        file: source.file,
        line: source.bodyLine + source.body.slice(0, offset).split('\n').length - 1,
        field: '(lesson text)',
        expected: PRINTABLE_EXPECTED,
        got: bad.map((char) => `"${char}"`).join(', '),
      });
    }
  }
  if (lessonsReadable) {
    for (const category of CATEGORY_IDS) {
      const inCategory = lessons.filter(({ lesson }) => lesson.category === category);
      const folder = `content/${lessonModel.directory}`;
      if (inCategory.length !== LESSONS_PER_CATEGORY) {
        problems.push({
          file: folder,
          field: 'category',
          expected: `${LESSONS_PER_CATEGORY} lessons with category: ${category}`,
          got: `${inCategory.length}${inCategory.length ? ` (${inCategory.map(({ source }) => source.slug).join(', ')})` : ''}`,
        });
      }
      const featured = inCategory.filter(({ lesson }) => lesson.featured);
      if (inCategory.length > 0 && featured.length !== 1) {
        problems.push({
          file: folder,
          field: 'featured',
          expected: `exactly one lesson with category: ${category} to have featured: true`,
          got:
            featured.length === 0
              ? 'none'
              : `${featured.length} (${featured.map(({ source }) => source.slug).join(', ')})`,
        });
      }
      const byOrder = new Map<number, string>();
      for (const { source, lesson } of inCategory) {
        const other = byOrder.get(lesson.order);
        if (other)
          at(source, ['order'], `a position no other ${category} lesson has`, `${lesson.order}, the same as ${other}`);
        else byOrder.set(lesson.order, source.slug);
      }
    }
  }

  // Home: four lessons per level tab, each a real lesson of that level and length.
  const homeFile = single(homeModel);
  if (homeFile) {
    const home = homeFile.data as InferModel<typeof homeModel>;
    for (const { id, level } of HOME_LEVELS) {
      const picks = home.lessonPicks[id];
      const seen = new Set<string>();
      picks.forEach((slug, index) => {
        const fieldPath = ['lessonPicks', id, index];
        if (seen.has(slug)) {
          at(homeFile, fieldPath, `${HOME_LESSONS_PER_LEVEL} different lessons`, `"${slug}" twice`);
          return;
        }
        seen.add(slug);
        const entry = lessonsBySlug.get(slug);
        if (!entry) {
          if (lessonsReadable) {
            at(
              homeFile,
              fieldPath,
              `the file name (without .mdx) of a lesson in content/${lessonModel.directory}`,
              `"${slug}", which is not one`,
            );
          }
          return;
        }
        if (entry.lesson.level !== level) {
          at(homeFile, fieldPath, `a ${level} lesson`, `"${slug}", which is ${entry.lesson.level}`);
        }
        if (entry.lesson.duration < HOME_LESSON_MINUTES.min || entry.lesson.duration > HOME_LESSON_MINUTES.max) {
          at(
            homeFile,
            fieldPath,
            `a lesson of ${HOME_LESSON_MINUTES.min} to ${HOME_LESSON_MINUTES.max} minutes`,
            `"${slug}", which takes ${entry.lesson.duration}`,
          );
        }
      });
    }
    const featuredSlug = home.featuredCourse.lesson;
    if (lessonsReadable && !lessonsBySlug.has(featuredSlug)) {
      at(
        homeFile,
        ['featuredCourse', 'lesson'],
        `the file name (without .mdx) of a lesson in content/${lessonModel.directory}`,
        `"${featuredSlug}", which is not one`,
      );
    }
  }

  // Learning paths: one per level.
  const pathsFile = single(learningPathsModel);
  if (pathsFile) {
    const { paths } = pathsFile.data as InferModel<typeof learningPathsModel>;
    const seen = new Set<string>();
    paths.forEach((entry, index) => {
      if (seen.has(entry.level))
        at(pathsFile, ['paths', index, 'level'], 'one path for each level', `"${entry.level}" a second time`);
      seen.add(entry.level);
    });
  }

  // Weeks name lessons, rudiments and studies that exist, and a path has as many weeks as it says it lasts.
  const rudimentSlugs = new Set(ofModel(rudimentModel).map((source) => source.slug));
  const rudimentsReadable = !incomplete.has(rudimentModel);
  const lessonRef = (source: SourceFile, fieldPath: (string | number)[], slug: string) => {
    if (lessonsReadable && !lessonsBySlug.has(slug))
      at(
        source,
        fieldPath,
        `the file name (without .mdx) of a lesson in content/${lessonModel.directory}`,
        `"${slug}", which is not one`,
      );
  };
  const rudimentRef = (source: SourceFile, fieldPath: (string | number)[], slug: string) => {
    if (rudimentsReadable && !rudimentSlugs.has(slug))
      at(
        source,
        fieldPath,
        `the file name (without .mdx) of a rudiment in content/${rudimentModel.directory}`,
        `"${slug}", which is not one`,
      );
  };
  const studySlugs = new Set(ofModel(studyModel).map((source) => source.slug));
  const studyRef = (source: SourceFile, fieldPath: (string | number)[], slug: string) => {
    if (!incomplete.has(studyModel) && !studySlugs.has(slug))
      at(
        source,
        fieldPath,
        `the file name (without .mdx) of a study in content/${studyModel.directory}`,
        `"${slug}", which is not one`,
      );
  };
  if (pathsFile) {
    const { paths } = pathsFile.data as InferModel<typeof learningPathsModel>;
    paths.forEach((entry, index) => {
      if (entry.plan.length !== entry.weeks)
        at(
          pathsFile,
          ['paths', index, 'plan'],
          `${entry.weeks} weeks, as its weeks field says`,
          `${entry.plan.length}`,
        );
      entry.plan.forEach((week, weekIndex) => {
        week.lessons.forEach((slug, lessonIndex) =>
          lessonRef(pathsFile, ['paths', index, 'plan', weekIndex, 'lessons', lessonIndex], slug),
        );
        week.studies?.forEach((slug, studyIndex) =>
          studyRef(pathsFile, ['paths', index, 'plan', weekIndex, 'studies', studyIndex], slug),
        );
        week.rudiments?.forEach((target, rudimentIndex) =>
          rudimentRef(
            pathsFile,
            ['paths', index, 'plan', weekIndex, 'rudiments', rudimentIndex, 'rudiment'],
            target.rudiment,
          ),
        );
      });
    });
  }

  // Today's practice: one block of each kind in order, shares that make the whole session, and lists to draw on.
  const planFile = single(practicePlanModel);
  if (planFile) {
    const { blocks } = planFile.data as InferModel<typeof practicePlanModel>;
    blocks.forEach((block, index) => {
      const kind = PRACTICE_BLOCK_KINDS[index];
      if (block.kind !== kind)
        at(
          planFile,
          ['blocks', index, 'kind'],
          `${kind} (the blocks come in the order ${PRACTICE_BLOCK_KINDS.join(', ')})`,
          `"${block.kind}"`,
        );
      const { list, required } = PLAN_DRAWS_ON[block.kind];
      if (required && list === 'rudiments' && !block.rudiments)
        at(planFile, ['blocks', index], 'a list of rudiments for this block to choose from', 'none');
      if (required && list === 'lessons' && !block.lessons)
        at(planFile, ['blocks', index], 'a list of lessons for this block to choose from', 'none');
      if (list !== 'rudiments' && block.rudiments)
        at(
          planFile,
          ['blocks', index, 'rudiments'],
          `no rudiments: the ${block.kind} block does not play one`,
          `${block.rudiments.length}`,
        );
      if (list !== 'lessons' && block.lessons)
        at(
          planFile,
          ['blocks', index, 'lessons'],
          `no lessons: the ${block.kind} block chooses its own`,
          `${block.lessons.length}`,
        );
      block.rudiments?.forEach((slug, item) => rudimentRef(planFile, ['blocks', index, 'rudiments', item], slug));
      block.lessons?.forEach((slug, item) => lessonRef(planFile, ['blocks', index, 'lessons', item], slug));
    });
    const total = blocks.reduce((sum, block) => sum + block.share, 0);
    if (total !== 100)
      at(planFile, ['blocks'], 'shares that add up to 100 (percent of the session)', `shares adding up to ${total}`);
  }

  // Timeline: oldest first, one entry per year.
  const aboutFile = single(aboutModel);
  if (aboutFile) {
    const { timeline } = aboutFile.data as InferModel<typeof aboutModel>;
    timeline.forEach((milestone, index) => {
      const previous = timeline[index - 1];
      if (previous && milestone.year <= previous.year) {
        at(
          aboutFile,
          ['timeline', index, 'year'],
          `a year after ${previous.year} (oldest first, one entry per year)`,
          String(milestone.year),
        );
      }
    });
  }

  // Site: one icon per network, amounts from smallest to largest.
  const siteFile = single(siteModel);
  if (siteFile) {
    const site = siteFile.data as InferModel<typeof siteModel>;
    const networks = new Set<string>();
    site.social.forEach((link, index) => {
      if (networks.has(link.network))
        at(siteFile, ['social', index, 'network'], 'each network once', `"${link.network}" a second time`);
      networks.add(link.network);
    });
    site.donation.amounts.forEach((amount, index) => {
      const previous = site.donation.amounts[index - 1];
      if (previous !== undefined && amount <= previous) {
        at(
          siteFile,
          ['donation', 'amounts', index],
          `an amount larger than ${previous} (smallest first)`,
          String(amount),
        );
      }
    });
  }

  return problems;
}

function requireSlugs(all: readonly SourceFile[], model: Model, slugs: readonly string[], problems: Problem[]) {
  if (model.kind !== 'collection') return;
  const present = new Set(all.filter((source) => source.model === model).map((source) => source.slug));
  const folder = `content/${model.directory}`;
  for (const slug of slugs) {
    if (!present.has(slug)) {
      problems.push({
        file: folder,
        field: '(file)',
        expected: `a file named ${slug}.${model.format}`,
        got: 'no such file',
      });
    }
  }
  for (const source of all.filter((s) => s.model === model && !slugs.includes(s.slug))) {
    problems.push({
      file: source.file,
      field: '(file name)',
      expected: `one of ${slugs.map((slug) => `${slug}.${model.format}`).join(', ')} (each is a page of the site)`,
      got: `"${source.slug}.${model.format}"`,
    });
  }
}

const PRINTABLE_EXPECTED =
  "letters, figures and punctuation the beginner's guide PDF can print (no arrows, music symbols or emoji: write them in words)";

const ALT_TEXT_EXPECTED =
  'a short sentence of what the picture shows, such as "A hi-hat stand with its two cymbals closed"';
const MIN_ALT_WORDS = 4;

/** Why an alt text would not help someone who cannot see the picture, or undefined when it is fine. */
export function altTextMistake(alt: string, image: string): string | undefined {
  const text = alt.trim();
  const fileName = image.split('/').pop() ?? image;
  if (text.includes(fileName) || /\.(svg|png|jpe?g|webp|avif|gif)\b/i.test(text))
    return `"${text}", which is a file name`;
  if (/^(an? )?(image|picture|photo|illustration|drawing)\b/i.test(text)) {
    return `"${text}" (screen readers already say it is a picture: start with what it shows)`;
  }
  if (text.split(/\s+/).length < MIN_ALT_WORDS) return `"${text}", which is under ${MIN_ALT_WORDS} words`;
  return undefined;
}

/** `modules[2]`, `lessonPicks.beginner[0]`: the way an editor finds a field in the file. */
export function formatPath(fieldPath: readonly (string | number)[]): string {
  return fieldPath.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );
}
