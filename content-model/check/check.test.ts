import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkContent, formatProblem, formatReport } from './index';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const roots: string[] = [];

/** A throw-away copy of the real content, to break one thing in, beside the real images (no test changes those). */
function copyOfContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  roots.push(root);
  cpSync(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  symlinkSync(path.join(projectRoot, 'public'), path.join(root, 'public'));
  return root;
}

function edit(root: string, file: string, change: (text: string) => string) {
  const absolute = path.join(root, file);
  const before = readFileSync(absolute, 'utf8');
  const after = change(before);
  if (after === before)
    throw new Error(`The edit to ${file} changed nothing: the fixture no longer matches the content.`);
  writeFileSync(absolute, after);
}

/** Every problem of a broken copy, as the lines an editor reads. */
function messages(root: string): string[] {
  return checkContent(root).map(formatProblem);
}

/** The line (1-based) of the first line in a file that contains `text`. */
function lineOf(root: string, file: string, text: string): number {
  const index = readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`"${text}" is not in ${file}`);
  return index + 1;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const LESSON = 'content/lessons/first-rock-beat.mdx';

describe('the real content', () => {
  it('passes every rule', () => {
    expect(messages(projectRoot)).toEqual([]);
  });
});

describe('lesson fields', () => {
  it('rejects a level that is not one of the four', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('level: Beginner', 'level: Expert'));
    expect(messages(root)).toEqual([
      `${LESSON}:${lineOf(root, LESSON, 'level: Expert')} level — expected one of: Beginner, Intermediate, Advanced, All Levels, got "Expert"`,
    ]);
  });

  it('rejects a duration outside 30 to 80 minutes', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('duration: 30', 'duration: 90'));
    expect(messages(root)).toContain(
      `${LESSON}:${lineOf(root, LESSON, 'duration: 90')} duration — expected a whole number from 30 to 80 minutes, got 90`,
    );
  });

  it('rejects a duration written as text', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('duration: 30', 'duration: 30 mins'));
    expect(messages(root)).toContain(
      `${LESSON}:${lineOf(root, LESSON, 'duration: 30 mins')} duration — expected a whole number from 30 to 80 minutes, got "30 mins"`,
    );
  });

  it('rejects a lesson without exactly three modules', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('  - Bass drum on 1 and 3\n', ''));
    expect(messages(root)).toEqual([
      `${LESSON}:${lineOf(root, LESSON, 'modules:')} modules — expected a list of exactly 3 items, got a list of 2 items`,
    ]);
  });

  it('names a missing required field', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('title: Your First Rock Beat\n', ''));
    expect(messages(root)).toEqual([
      `${LESSON}:2 title — expected text of 1 to 70 characters, got nothing (the field is missing)`,
    ]);
  });

  it('points at a misspelt field and lists the right names', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('featured: true', 'featured: true\nfeatued: true'));
    const [message] = messages(root);
    expect(message).toBe(
      `${LESSON}:${lineOf(root, LESSON, 'featued')} featued — expected only the fields title, description, category, level, duration, image, imageAlt, modules, featured, order, instructor (check the spelling, or remove it), got a field named "featued"`,
    );
  });

  it('rejects a picture that is not in public/', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('/images/lessons/first-rock-beat.svg', '/images/lessons/snare.png'));
    expect(messages(root)).toEqual([
      `${LESSON}:${lineOf(root, LESSON, 'image: ')} image — expected a file that exists in the public/ folder, got "/images/lessons/snare.png", which is not there`,
    ]);
  });

  it('rejects a picture another lesson of the same tab already shows', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) =>
      text.replace('/images/lessons/first-rock-beat.svg', '/images/lessons/grip-and-basic-strokes.svg'),
    );
    const grip = 'content/lessons/grip-and-basic-strokes.mdx';
    expect(messages(root)).toEqual([
      `${LESSON}:${lineOf(root, LESSON, 'image: /images/lessons/grip')} image — expected a picture no other beginner lesson uses, so the cards of a tab differ, got /images/lessons/grip-and-basic-strokes.svg, which grip-and-basic-strokes uses too`,
      `${grip}:${lineOf(root, grip, 'image: /images/lessons/grip')} image — expected a picture no other beginner lesson uses, so the cards of a tab differ, got /images/lessons/grip-and-basic-strokes.svg, which first-rock-beat uses too`,
    ]);
  });

  it('rejects alt text that does not describe the picture', () => {
    const root = copyOfContent();
    const cases = [
      ['first-rock-beat.svg', 'which is a file name'],
      ['Image of a snare drum', 'screen readers already say it is a picture'],
      ['Snare drum', 'which is under 4 words'],
    ];
    for (const [alt, reason] of cases) {
      edit(root, LESSON, (text) => text.replace(/^imageAlt: .*$/m, `imageAlt: ${alt}`));
      const [message, ...rest] = messages(root);
      expect(rest).toEqual([]);
      expect(message).toContain(
        `${LESSON}:${lineOf(root, LESSON, `imageAlt: ${alt}`)} imageAlt — expected a short sentence of what the picture shows`,
      );
      expect(message).toContain(reason);
    }
  });

  it('rejects in a beginner lesson a character the guide PDF cannot print, with its line', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('## What to practice', '## What to practice\n\nCount 1 → 4 ♩'));
    expect(messages(root)).toEqual([
      `${LESSON}:${lineOf(root, LESSON, 'Count 1 →')} (lesson text) — expected letters, figures and punctuation the beginner's guide PDF can print (no arrows, music symbols or emoji: write them in words), got "→", "♩"`,
    ]);
    // Curly quotes, dashes and accented letters print.
    const fine = copyOfContent();
    edit(fine, LESSON, (text) =>
      text.replace('## What to practice', '## What to practice\n\n“Count” – slowly, Dvořák'.replace('ř', 'r')),
    );
    expect(messages(fine)).toEqual([]);
  });

  it('rejects an instructor that instructors.yaml does not list', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('instructor: maya-okafor', 'instructor: maya'));
    expect(messages(root)).toEqual([
      `${LESSON}:${lineOf(root, LESSON, 'instructor: maya')} instructor — expected the id of an instructor in content/instructors.yaml (maya-okafor, dana-whitfield, luis-herrera, kenji-morimoto), got "maya"`,
    ]);
  });

  it('rejects a lesson whose level does not match its category', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('level: Beginner', 'level: Advanced'));
    const all = messages(root);
    expect(all).toContain(
      `${LESSON}:${lineOf(root, LESSON, 'level: Advanced')} level — expected Beginner, because the lesson is in the beginner category, got "Advanced"`,
    );
  });

  it('rejects text that breaks YAML, with the line', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('title: Your First Rock Beat', 'title: Rock: Your First Beat'));
    const [message] = messages(root);
    expect(message).toMatch(new RegExp(`^${LESSON}:2 \\(YAML\\) — expected valid YAML: .*got `));
  });

  it('rejects a lesson without front matter', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace(/^---\n/, ''));
    expect(messages(root)[0]).toMatch(
      new RegExp(`^${LESSON}:1 \\(front matter\\) — expected the file to start with a line of three dashes`),
    );
  });

  it('rejects a lesson with no text below its fields', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace(/\n---\n[\s\S]*$/, '\n---\n'));
    expect(messages(root)).toEqual([
      expect.stringMatching(new RegExp(`^${LESSON}:\\d+ \\(lesson text\\) — expected the lesson itself`)),
    ]);
  });

  it('rejects a lesson that shows nothing to play: every lesson has a groove', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace(/<Groove[\s\S]*?\/>/g, ''));
    expect(messages(root)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${LESSON}:\\d+ \\(lesson text\\) — expected at least one <Groove … /> showing what the lesson asks the student to play, got no groove$`,
        ),
      ),
    ]);
  });
});

describe('lesson collection rules', () => {
  it('requires six lessons per category', () => {
    const root = copyOfContent();
    cpSync(
      path.join(root, 'content/lessons/grip-and-basic-strokes.mdx'),
      path.join(root, 'content/lessons/extra-lesson.mdx'),
    );
    edit(root, 'content/lessons/extra-lesson.mdx', (text) =>
      text.replace('order: 3', 'order: 7').replace('grip-and-basic-strokes.svg', 'funk-grooves.svg'),
    );
    expect(messages(root)).toEqual([
      'content/lessons category — expected 6 lessons with category: beginner, got 7 (counting-and-subdivisions, drum-kit-setup-and-posture, extra-lesson, first-rock-beat, grip-and-basic-strokes, reading-drum-notation, your-first-drum-fills)',
    ]);
  });

  it('requires exactly one featured lesson per category', () => {
    const root = copyOfContent();
    edit(root, 'content/lessons/grip-and-basic-strokes.mdx', (text) =>
      text.replace('featured: false', 'featured: true'),
    );
    expect(messages(root)).toEqual([
      'content/lessons featured — expected exactly one lesson with category: beginner to have featured: true, got 2 (first-rock-beat, grip-and-basic-strokes)',
    ]);
  });

  it('reports a category with no featured lesson', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('featured: true', 'featured: false'));
    expect(messages(root)).toEqual([
      'content/lessons featured — expected exactly one lesson with category: beginner to have featured: true, got none',
    ]);
  });

  it('rejects two lessons at the same position of a tab', () => {
    const root = copyOfContent();
    const file = 'content/lessons/grip-and-basic-strokes.mdx';
    edit(root, file, (text) => text.replace('order: 3', 'order: 1'));
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/lessons\/(grip-and-basic-strokes|first-rock-beat)\.mdx:\d+ order — expected a position no other beginner lesson has, got 1, the same as /,
      ),
    ]);
  });

  it('rejects a file name that cannot be an address', () => {
    const root = copyOfContent();
    cpSync(path.join(root, LESSON), path.join(root, 'content/lessons/First Rock Beat.mdx'));
    unlinkSync(path.join(root, LESSON));
    expect(messages(root)).toContain(
      'content/lessons/First Rock Beat.mdx (file name) — expected a file name of lowercase letters, digits and single hyphens, such as first-rock-beat, got "First Rock Beat"',
    );
  });
});

describe('learning paths', () => {
  const PATHS = 'content/learning-paths.yaml';

  it('rejects a study a week names that is not on the shelf, and takes its file name, track first', () => {
    const root = copyOfContent();
    edit(root, PATHS, (text) => text.replace('          - hands-short-snare-solo', '          - short-snare-solo'));
    const paths = readFileSync(path.join(root, PATHS), 'utf8')
      .split('\n')
      .slice(0, lineOf(root, PATHS, '- short-snare-solo'));
    const pathIndex = paths.filter((line) => line.startsWith('  - level:')).length - 1;
    const weekIndex =
      paths
        .slice(paths.findLastIndex((line) => line.startsWith('  - level:')))
        .filter((line) => line.startsWith('      - goal:')).length - 1;
    expect(messages(root)).toEqual([
      `${PATHS}:${lineOf(root, PATHS, '- short-snare-solo')} paths[${pathIndex}].plan[${weekIndex}].studies[0] — expected the file name (without .mdx) of a study in content/studies, got "short-snare-solo", which is not one`,
    ]);
  });
});

describe('home page picks', () => {
  const HOME = 'content/home.yaml';

  it('rejects a pick that is not a lesson', () => {
    const root = copyOfContent();
    edit(root, HOME, (text) => text.replace('    - grip-and-basic-strokes', '    - grip-basics'));
    expect(messages(root)).toEqual([
      `${HOME}:${lineOf(root, HOME, '- grip-basics')} lessonPicks.beginner[1] — expected the file name (without .mdx) of a lesson in content/lessons, got "grip-basics", which is not one`,
    ]);
  });

  it('rejects a pick from another level', () => {
    const root = copyOfContent();
    edit(root, HOME, (text) => text.replace('    - grip-and-basic-strokes', '    - linear-drumming'));
    expect(messages(root)).toEqual([
      `${HOME}:${lineOf(root, HOME, '- linear-drumming')} lessonPicks.beginner[1] — expected a Beginner lesson, got "linear-drumming", which is Advanced`,
    ]);
  });

  it('rejects a pick longer than 70 minutes', () => {
    const root = copyOfContent();
    edit(root, 'content/lessons/double-bass-technique.mdx', (text) => text.replace('duration: 70', 'duration: 75'));
    expect(messages(root)).toEqual([
      `${HOME}:${lineOf(root, HOME, '- double-bass-technique')} lessonPicks.advanced[2] — expected a lesson of 25 to 70 minutes, got "double-bass-technique", which takes 75`,
    ]);
  });

  it('rejects fewer than four picks', () => {
    const root = copyOfContent();
    edit(root, HOME, (text) => text.replace('    - counting-and-subdivisions\n', ''));
    expect(messages(root)).toEqual([
      `${HOME}:${lineOf(root, HOME, 'beginner:')} lessonPicks.beginner — expected a list of exactly 4 items, got a list of 3 items`,
    ]);
  });

  it('rejects a featured course that is not a lesson', () => {
    const root = copyOfContent();
    edit(root, HOME, (text) => text.replace('lesson: mastering-live-performance', 'lesson: live-performance'));
    expect(messages(root)).toEqual([
      `${HOME}:${lineOf(root, HOME, 'lesson: live-performance')} featuredCourse.lesson — expected the file name (without .mdx) of a lesson in content/lessons, got "live-performance", which is not one`,
    ]);
  });
});

describe('site settings and other files', () => {
  const SITE = 'content/site.yaml';

  it('rejects a web address that is not https', () => {
    const root = copyOfContent();
    edit(root, SITE, (text) => text.replace('charityUrl: https://', 'charityUrl: http://'));
    expect(messages(root)).toEqual([
      `${SITE}:${lineOf(root, SITE, 'charityUrl:')} donation.charityUrl — expected a full web address starting with https://, got "http://www.mhopus.org/"`,
    ]);
  });

  it('rejects a malformed email address', () => {
    const root = copyOfContent();
    edit(root, SITE, (text) => text.replace('email: hello@backbeatdrums.org', 'email: hello at backbeatdrums.org'));
    expect(messages(root)).toEqual([
      `${SITE}:${lineOf(root, SITE, 'email:')} email — expected an email address such as name@example.org, got "hello at backbeatdrums.org"`,
    ]);
  });

  it('rejects a timeline out of order and outside 2018–2022', () => {
    const root = copyOfContent();
    edit(root, 'content/about.yaml', (text) => text.replace('year: 2019', 'year: 2017'));
    const all = messages(root);
    expect(all).toEqual([
      expect.stringMatching(
        /^content\/about\.yaml:\d+ timeline\[1\]\.year — expected a whole number from 2018 to 2022, got 2017$/,
      ),
    ]);
  });

  it('rejects a category listed twice', () => {
    const root = copyOfContent();
    edit(root, 'content/categories.yaml', (text) => text.replace('id: styles', 'id: advanced'));
    expect(messages(root)).toContain(
      `content/categories.yaml:${lineOf(root, 'content/categories.yaml', 'label: Styles & Genres') - 1} categories[3].id — expected each of beginner, intermediate, advanced, styles once, got "advanced" a second time`,
    );
  });

  it('reports a missing legal page', () => {
    const root = copyOfContent();
    unlinkSync(path.join(root, 'content/legal/terms.md'));
    expect(messages(root)).toEqual(['content/legal (file) — expected a file named terms.md, got no such file']);
  });

  it('reports a file the site does not know', () => {
    const root = copyOfContent();
    writeFileSync(path.join(root, 'content/lessons/notes.txt'), 'ideas for next month');
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/lessons\/notes\.txt \(file\) — expected a file the site knows: lessons\/\*\.mdx, .* got a file that matches none of them/,
      ),
    ]);
  });

  it('rejects interface words that lose the word the page fills in', () => {
    const root = copyOfContent();
    const WORDS = 'content/interface.yaml';
    edit(root, WORDS, (text) => text.replace('taughtBy: Taught by {name}', 'taughtBy: Taught by our team'));
    expect(messages(root)).toEqual([
      `${WORDS}:${lineOf(root, WORDS, 'taughtBy:')} lessonPage.taughtBy — expected text of 1 to 60 characters with {name} where the instructor's name goes (each once, no other braces), got "Taught by our team"`,
    ]);
  });

  it('rejects a placeholder the page does not fill, and a stray brace', () => {
    const root = copyOfContent();
    const WORDS = 'content/interface.yaml';
    edit(root, WORDS, (text) =>
      text.replace('moreLessons: More {category} lessons', 'moreLessons: More {level} lessons'),
    );
    edit(root, WORDS, (text) =>
      text.replace('startFirstLesson: "Start your first lesson: {title}"', 'startFirstLesson: "Start {title} {now"'),
    );
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /home\.startFirstLesson — expected .* with \{title\} where the first lesson's title goes .*, got "Start \{title\} \{now"$/,
      ),
      expect.stringMatching(
        /lessonPage\.moreLessons — expected .* with \{category\} where the category, e\.g\. Beginner goes .*, got "More \{level\} lessons"$/,
      ),
    ]);
  });

  it("rejects a page file whose sections are not its page's", () => {
    const root = copyOfContent();
    const PAGE = 'content/pages/contact.yaml';
    edit(root, PAGE, (text) => text.replace('  - id: form\n', '  - id: message-form\n'));
    expect(messages(root)).toEqual([
      `${PAGE}:${lineOf(root, PAGE, 'sections:')} sections — expected the sections reach, form, faq, in that order, each with its id, got ids reach, message-form, faq`,
    ]);
  });

  it('lists every problem at once, not only the first', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('duration: 30', 'duration: 5'));
    edit(root, SITE, (text) => text.replace('delayMs: 15000', 'delayMs: soon'));
    edit(root, 'content/faqs.yaml', (text) => text.replace(/\n {2}- question:[\s\S]*$/, '\n'));
    const report = formatReport(checkContent(root));
    expect(report).toMatch(/^Content check failed: 3 problems in 3 files\./);
    expect(report).toContain(`${LESSON}:`);
    expect(report).toContain('content/site.yaml:');
    expect(report).toContain('content/faqs.yaml:');
  });
});

describe('text that could run code', () => {
  const PRIVACY = 'content/legal/privacy.md';
  const PLAIN = 'plain Markdown (## headings, paragraphs, lists, **bold**, *italic*, [links](https://…))';
  const addToLesson = (root: string, text: string) =>
    edit(root, LESSON, (body) => body.replace('## How to know you have it', `${text}\n\n## How to know you have it`));

  it.each([
    ['a <script> tag', '<script>alert(1)</script>', 'a <script> tag'],
    ['an HTML tag with an on* attribute', '<div onClick={() => alert(1)}>Hi</div>', 'a <div> tag'],
    ['an import', 'import Evil from "./evil"', 'code (import Evil from "./evil")'],
    ['an expression', 'Tempo: {globalThis.alert(1)}', 'a {…} expression ({globalThis.alert(1)})'],
    ['a javascript: link', '[Play along](javascript:alert(1))', 'a link to "javascript:alert(1)"'],
    ['an undeclared component', '<Sampler kit="rock" />', 'a <Sampler> tag'],
    [
      'a declared component with a {…} value',
      '<Metronome tempo={60} />',
      '<Metronome> with a {…} or on* value in tempo',
    ],
    ['a name every object has', "<toString x={fetch('//evil')} />", 'a <toString> tag'],
    ['a picture', '![Sticks](/images/lessons/snare.svg)', 'a picture (pictures belong in the Image field)'],
    ['a plain http: link', '[Old site](http://example.org)', 'a link to "http://example.org"'],
    ['a link to another host without a scheme', '[Evil](//evil.example)', 'a link to "//evil.example"'],
  ])('refuses %s in lesson text, with the line', (_, text, got) => {
    const root = copyOfContent();
    addToLesson(root, text);
    const line = lineOf(root, LESSON, text.split('\n')[0]!);
    expect(messages(root)).toEqual([
      `${LESSON}:${line} body — expected ${PLAIN} or the components Groove, DrumKey, Metronome, got ${got}`,
    ]);
  });

  it.each([
    [
      'a drum line shorter than the others',
      '<Groove title="Rock" hihat="x-x-x-x-" snare="--x---x" kick="x---x---" />',
      'body, <Groove> snare — expected 8 steps, like bar 1 of hihat (every line has the same steps in each bar; spaces and | do not count), got 7 steps',
    ],
    [
      'a stroke a drum cannot play',
      '<Groove title="Rock" hihat="x-x-x-x-" snare="--x---x-" kick="x---o---" />',
      'body, <Groove> kick — expected one character per step: x (hit), X (accented), g (ghost: very soft, like a feathered bass drum), _ (holds the note before it) or - (silent), got "o" in "x---o---"',
    ],
    [
      'a tempo out of range',
      '<Metronome tempo="400" />',
      'body, <Metronome> tempo — expected a whole number of beats per minute from 30 to 300, got "400"',
    ],
    [
      'a value the component does not have',
      '<Metronome tempo="60" volume="11" />',
      'body, <Metronome> volume — expected only tempo, signature, clicks, got an unknown value "volume"',
    ],
    [
      'clicks the metronome does not offer',
      '<Metronome clicks="quarters" />',
      'body, <Metronome> clicks — expected one of "beats", "2 and 4", "eighths", "triplets", "sixteenths", got "quarters"',
    ],
    [
      'clicks on 2 and 4 in a bar without them',
      '<Metronome signature="3/4" clicks="2 and 4" />',
      'body, <Metronome> clicks — expected "2 and 4" only in 2/4 or 4/4, where the bar has a beat 2 and a beat 4 to click on, got "2 and 4" in 3/4',
    ],
  ])('explains %s in a component, with the line', (_, text, message) => {
    const root = copyOfContent();
    addToLesson(root, text);
    expect(messages(root)).toEqual([`${LESSON}:${lineOf(root, LESSON, text)} ${message}`]);
  });

  it('lets declared components with good values through', () => {
    const root = copyOfContent();
    addToLesson(
      root,
      '<Groove title="Rock" tempo="70" hihat="x-x-x-x-" snare="--x---x-" kick="x---x---" />\n\n<Metronome tempo="60" signature="3/4" />\n\n<Metronome tempo="95" clicks="2 and 4" />',
    );
    expect(messages(root)).toEqual([]);
  });

  it('explains text that is not valid MDX', () => {
    const root = copyOfContent();
    addToLesson(root, 'Count 1 < 2 and {oops');
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/lessons\/first-rock-beat\.mdx:\d+ body — expected .* needs a \\ before it .*got text that is not valid MDX: /,
      ),
    ]);
  });

  it.each([
    ['raw HTML', '<script>alert(1)</script>', 'a <script> tag'],
    ['an image with onerror', '<img src="x" onerror="alert(1)" />', 'a <img> tag'],
    ['a javascript: link', 'See [our policy](javascript:alert(1)).', 'a link to "javascript:alert(1)"'],
    [
      'a data: link',
      'See [this](data:text/html,<script>alert(1)</script>).',
      'a link to "data:text/html,<script>alert(1)</script>"',
    ],
  ])('refuses %s in a policy', (_, text, got) => {
    const root = copyOfContent();
    edit(root, PRIVACY, (body) => `${body}\n${text}\n`);
    const line = lineOf(root, PRIVACY, text);
    expect(messages(root)).toEqual([`${PRIVACY}:${line} body — expected ${PLAIN}, got ${got}`]);
  });

  it('lets ordinary links through: https, email, phone and pages of the site', () => {
    const root = copyOfContent();
    addToLesson(
      root,
      '[Write](mailto:hello@backbeatdrums.org), [call](tel:+12135550147), [lessons](/lessons), [up](#goal), [site](https://example.org).',
    );
    expect(messages(root)).toEqual([]);
  });
});

describe('npm run check:content', () => {
  it('exits 1 and prints the problems of broken content', () => {
    const root = copyOfContent();
    edit(root, LESSON, (text) => text.replace('level: Beginner', 'level: Expert'));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'scripts/check-content.ts'), root],
      {
        encoding: 'utf8',
        cwd: projectRoot,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${LESSON}:`);
    expect(run.stderr).toContain('level — expected one of: Beginner, Intermediate, Advanced, All Levels, got "Expert"');
    // A process of its own that reads every file of the content (6 s on a busy CI machine, past the 5 s default).
  }, 30_000);
});

describe('rudiments', () => {
  const FLAM_ACCENT = 'content/rudiments/flam-accent.mdx';
  const FLAM_TAP = 'content/rudiments/flam-tap.mdx';

  it("keeps each rudiment in its family's numbers, each number once, every one of the 40 there", () => {
    const root = copyOfContent();
    edit(root, FLAM_ACCENT, (text) => text.replace('number: 21', 'number: 22'));
    expect(messages(root)).toEqual(
      [
        `${FLAM_TAP}:${lineOf(root, FLAM_TAP, 'number: 22')} number — expected a number no other rudiment has, got 22, which flam-accent has too`,
        `content/rudiments (files) — expected one file for each of the 40 rudiments, numbered 1 to 40, got no file with the number 21`,
      ].sort((a, b) => (a < b ? -1 : 1)),
    );
    edit(root, FLAM_ACCENT, (text) => text.replace('number: 22', 'number: 5'));
    expect(messages(root)).toContain(
      `${FLAM_ACCENT}:${lineOf(root, FLAM_ACCENT, 'number: 5')} number — expected a number from 20 to 30, as the rudiment is in the flams family, got 5`,
    );
  });

  it('gives each rudiment its own place in the learning order, and target tempos that rise from its groove’s', () => {
    const root = copyOfContent();
    const flamTapOrder = /order: (\d+)/.exec(readFileSync(path.join(root, FLAM_TAP), 'utf8'))![1]!;
    const flamAccentOrder = /order: (\d+)/.exec(readFileSync(path.join(root, FLAM_ACCENT), 'utf8'))![1]!;
    edit(root, FLAM_ACCENT, (text) =>
      text
        .replace(/order: \d+/, `order: ${flamTapOrder}`)
        .replace(/goal: \d+/, 'goal: 60')
        .replace(/start: \d+/, 'start: 50'),
    );
    expect(messages(root)).toEqual(
      [
        // Files are read in name order: flam-tap is the second to claim the place.
        `${FLAM_TAP}:${lineOf(root, FLAM_TAP, `order: ${flamTapOrder}`)} order — expected a place in the order no other rudiment has, got ${flamTapOrder}, which flam-accent has too`,
        `${FLAM_ACCENT}:${lineOf(root, FLAM_ACCENT, 'start: 50')} tempos.start — expected the tempo its groove is written at (60 BPM), where the player starts, got 50 BPM`,
        `content/rudiments order — expected each place in the learning order, 1 to 40, given to one rudiment, got no rudiment at ${flamAccentOrder}`,
      ].sort((a, b) => (a < b ? -1 : 1)),
    );
    edit(root, FLAM_ACCENT, (text) => text.replace('start: 50', 'start: 60'));
    expect(messages(root)).toContain(
      `${FLAM_ACCENT}:${lineOf(root, FLAM_ACCENT, 'goal: 60')} tempos.goal — expected a tempo faster than the start (60 BPM), got 60 BPM`,
    );
  });

  it('asks for the sticking under the groove: a rudiment is its sticking', () => {
    const root = copyOfContent();
    edit(root, FLAM_ACCENT, (text) => text.replace(/\n\s*sticking="[^"]*"/, ''));
    expect(messages(root)).toEqual([
      `${FLAM_ACCENT}:${lineOf(root, FLAM_ACCENT, '<Groove')} (rudiment text) <Groove> sticking — expected the sticking under the notes: R or L under each note, as in sticking="RLRR LRLL", got no sticking`,
    ]);
  });

  it('keeps the sticking permutations tool to the study shelf, where each of its choices has a page', () => {
    const root = copyOfContent();
    edit(root, FLAM_ACCENT, (text) => `${text}\n<StickingPermutations />\n`);
    expect(messages(root)).toEqual([
      `${FLAM_ACCENT}:${lineOf(root, FLAM_ACCENT, '<StickingPermutations')} body — expected plain Markdown (## headings, paragraphs, lists, **bold**, *italic*, [links](https://…)) or the components Groove, DrumKey, Metronome, got a <StickingPermutations> tag, which only content/studies may hold`,
    ]);
  });

  it('asks for exactly one groove writing the rudiment out', () => {
    const root = copyOfContent();
    edit(root, FLAM_ACCENT, (text) => text.replace(/<Groove[\s\S]*?\/>/, ''));
    expect(messages(root)).toEqual([
      // The line after the front matter's closing ---, where the text starts.
      `${FLAM_ACCENT}:${readFileSync(path.join(root, FLAM_ACCENT), 'utf8').split('\n').indexOf('---', 1) + 2} (rudiment text) — expected exactly one <Groove … /> writing the rudiment out, with its sticking, got no groove`,
    ]);
  });
});
