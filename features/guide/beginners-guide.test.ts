import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildBeginnersGuide, type GuideInput } from './beginners-guide';
import { lessonBlocks } from '@/lib/lesson-text';

const words: GuideInput['words'] = {
  title: "The Beginner's Guide",
  intro: 'Two lessons to start with.',
  howToUse: 'One lesson at a time. Every lesson is also at {address}.',
  contents: 'In this guide',
  lessonOf: 'Lesson {number} of {count}',
  inThisLesson: 'In this lesson:',
  taughtBy: 'Taught by {name}.',
  groove: '{title}, at {tempo} BPM',
  metronome: 'Metronome: start at {tempo} BPM in {signature}, clicking {clicks}.',
  playOnline: 'Hear it and play along: {address}',
  drumKey: 'The drum key',
  page: 'Page {number}',
};

const rockBeat = `## Goal

Play the **basic rock beat** for one minute.

## What to practice

1. **Hi-hat alone.** Count out loud.
2. Add the snare on 2 and 4.

<Metronome tempo="60" />

<Groove
  title="Basic rock beat"
  tempo="70"
  hihat="x x  x x  x x  x x"
  snare="- -  x -  - -  x -"
  kick="x -  - -  x -  - -"
/>

## How to know you have it

- The hi-hat notes are evenly spaced.
`;

const input: GuideInput = {
  siteName: 'Backbeat',
  siteUrl: 'https://drums.example',
  words,
  noteWords: { bar: 'Bar {number}', sticking: 'Sticking' },
  lessons: [
    {
      slug: 'first-rock-beat',
      title: 'Your First Rock Beat',
      description: 'The beat behind thousands of songs.',
      level: 'Beginner',
      duration: 30,
      modules: ['Hi-hat', 'Snare', 'Kick'],
      teacher: 'Maya Okafor',
      image: '/images/lessons/first-rock-beat.svg',
      imageAlt: 'A hi-hat, a snare drum and a bass drum with two sticks',
      text: rockBeat,
    },
    {
      slug: 'reading-drum-notation',
      title: 'Reading Basic Drum Notation',
      description: 'Read a drum chart.',
      level: 'Beginner',
      duration: 40,
      modules: ['Staff', 'Values', 'Reading'],
      image: '/images/none.png',
      imageAlt: 'A sheet of drum notation',
      text: '## Goal\n\nName every drum.\n\n<DrumKey />\n',
    },
  ],
};

async function read(pdf: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  return { totalPages, pages: text.map((page) => page.replace(/\s+/g, ' ')) };
}

describe('the beginner guide PDF', () => {
  it('has a cover with the contents, then each lesson on pages of its own', async () => {
    const { totalPages, pages } = await read(await buildBeginnersGuide(input));
    expect(totalPages).toBe(3);
    expect(pages[0]).toContain("The Beginner's Guide");
    expect(pages[0]).toContain('1 Your First Rock Beat 30 mins');
    expect(pages[0]).toContain('2 Reading Basic Drum Notation 40 mins');
    expect(pages[0]).toContain('Every lesson is also at https://drums.example.');
    expect(pages[1]).toMatch(/^LESSON 1 OF 2 · BEGINNER · 30 MINS Your First Rock Beat/);
    expect(pages[2]).toMatch(/^LESSON 2 OF 2 · BEGINNER · 40 MINS Reading Basic Drum Notation/);
  });

  it("prints a lesson's goal, steps, metronome, groove and checks, with a way back to the lesson online", async () => {
    const { pages } = await read(await buildBeginnersGuide(input));
    const lesson = pages[1]!;
    for (const text of [
      'In this lesson: Hi-hat, Snare, Kick. Taught by Maya Okafor.',
      'Goal Play the basic rock beat for one minute.',
      '1. Hi-hat alone. Count out loud.',
      '2. Add the snare on 2 and 4.',
      'Metronome: start at 60 BPM in 4/4, clicking beats only.',
      'Basic rock beat, at 70 BPM',
      '• The hi-hat notes are evenly spaced.',
      'Hear it and play along: https://drums.example/lessons/first-rock-beat',
      'Page 2',
    ]) {
      expect(lesson).toContain(text);
    }
    // Its order on the page is the lesson's order.
    expect(lesson.indexOf('Goal')).toBeLessThan(lesson.indexOf('What to practice'));
    expect(lesson.indexOf('Basic rock beat, at')).toBeLessThan(lesson.indexOf('How to know you have it'));
  });

  it('prints the drum key where a lesson shows it, drum by drum', async () => {
    const { pages } = await read(await buildBeginnersGuide(input));
    expect(pages[2]).toContain('The drum key');
    for (const name of ['Crash', 'Hi-hat', 'Snare', 'Bass drum', 'Floor tom', 'Ghost note'])
      expect(pages[2]).toContain(name);
  });
});

describe('the guide for screen readers', () => {
  interface Node {
    role?: string;
    alt?: string;
    children?: Node[];
  }
  const roles = (node: Node | null): string[] =>
    node ? [node.role ?? '', ...(node.children ?? []).flatMap(roles)] : [];
  const alts = (node: Node | null): string[] =>
    node ? [...(node.alt ? [node.alt] : []), ...(node.children ?? []).flatMap(alts)] : [];

  it('is a tagged PDF: headings, paragraphs, lists, and figures that say in words what they show', async () => {
    const document = await getDocumentProxy(new Uint8Array(await buildBeginnersGuide(input)));
    const cover = (await (await document.getPage(1)).getStructTree()) as Node | null;
    expect(roles(cover)).toEqual(expect.arrayContaining(['H1', 'H2', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Figure']));
    expect(alts(cover)).toContain('A hi-hat, a snare drum and a bass drum with two sticks');
    const lesson = (await (await document.getPage(2)).getStructTree()) as Node | null;
    expect(roles(lesson)).toEqual(expect.arrayContaining(['Sect', 'H1', 'H2', 'P', 'L', 'Figure']));
    const [groove] = alts(lesson);
    expect(groove).toMatch(/^Basic rock beat, at 70 BPM\. Hi-hat: 1, &, 2, &/);
    expect(groove).toContain('Snare: 2, 4');
  });
});

describe('the guide with less common lesson text', () => {
  const lessonWith = (text: string, title = 'Your First Rock Beat') => ({
    ...input,
    lessons: [{ ...input.lessons[0]!, title, text }],
  });

  it('starts the metronome as the page does, with what it clicks', async () => {
    const { pages } = await read(
      await buildBeginnersGuide(
        lessonWith(
          '<Metronome />\n\n<Metronome tempo="90" signature="3/4" clicks="eighths" />\n\n<Metronome clicks="2 and 4" />\n',
        ),
      ),
    );
    expect(pages[1]).toContain('Metronome: start at 60 BPM in 4/4, clicking beats only.');
    expect(pages[1]).toContain('Metronome: start at 90 BPM in 3/4, clicking eighth notes.');
    expect(pages[1]).toContain('Metronome: start at 60 BPM in 4/4, clicking beats 2 and 4 only.');
  });

  it('keeps nested lists, numbering from where a list starts, quotes and code', async () => {
    const text =
      '3. Third step\n4. Fourth step\n   - first detail\n   - second detail\n\n> Relax your shoulders.\n\n```\nR L R R\n```\n';
    const { pages } = await read(await buildBeginnersGuide(lessonWith(text)));
    for (const words of [
      '3. Third step',
      '4. Fourth step',
      '• first detail',
      '• second detail',
      'Relax your shoulders.',
      'R L R R',
    ])
      expect(pages[1]).toContain(words);
  });

  it('lists a long title on the cover without the next one running into it', async () => {
    const long = 'A Very Long Lesson Title That Certainly Wraps Onto a Second Line Here';
    const guide = { ...input, lessons: [{ ...input.lessons[0]!, title: long }, input.lessons[1]!] };
    const document = await getDocumentProxy(new Uint8Array(await buildBeginnersGuide(guide)));
    const cover = await (await document.getPage(1)).getTextContent();
    const lineOf = (words: string) =>
      (cover.items as { str: string; transform: number[] }[]).find((item) => item.str.includes(words))!.transform[5]!;
    // PDF heights grow upwards: the second entry sits below the last line of the first.
    expect(lineOf('Reading Basic Drum Notation')).toBeLessThan(lineOf('Second Line Here') - 10);
  });

  it('draws the grooves as notation, not only their titles', async () => {
    const withGroove = await drawingOperations(await buildBeginnersGuide(lessonWith(rockBeat)));
    const withoutGroove = await drawingOperations(
      await buildBeginnersGuide(lessonWith(rockBeat.replace(/<Groove[\s\S]*?\/>/, ''))),
    );
    // A staff, clef, noteheads, stems, rests and beams: many more lines and curves than the words alone.
    expect(withGroove - withoutGroove).toBeGreaterThan(150);
  });

  it("draws every notehead of a two-bar line, though the glyphs are defined in the page's one-bar line", async () => {
    const twoBars = rockBeat
      .replace('hihat="x x  x x  x x  x x"', 'hihat="x x  x x  x x  x x|x x  x x  x x  x x"')
      .replace('snare="- -  x -  - -  x -"', 'snare="- -  x -  - -  x -|- -  x -  - -  x -"')
      .replace('kick="x -  - -  x -  - -"', 'kick="x -  - -  x -  - -|x -  - -  x -  - -"');
    const without = await drawingOperations(
      await buildBeginnersGuide(lessonWith(rockBeat.replace(/<Groove[\s\S]*?\/>/, ''))),
    );
    const one = (await drawingOperations(await buildBeginnersGuide(lessonWith(rockBeat)))) - without;
    const two = (await drawingOperations(await buildBeginnersGuide(lessonWith(twoBars)))) - without;
    // Twice the notes, one clef and time signature: without the definitions the second bar's noteheads went missing.
    expect(two).toBeGreaterThan(1.6 * one);
  });
});

/** How many line and curve segments the PDF's pages draw (its content streams, inflated). */
async function drawingOperations(pdf: Uint8Array): Promise<number> {
  const text = Buffer.from(pdf).toString('latin1');
  let count = 0;
  for (const [, stream] of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    count += (content.match(/ [lc]\n/g) ?? []).length;
  }
  return count;
}

describe('lesson text for print', () => {
  it('keeps headings, emphasis, numbered steps and the practice components with their values', () => {
    const blocks = lessonBlocks(rockBeat);
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'list',
      'component',
      'component',
      'heading',
      'list',
    ]);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      runs: [{ text: 'Play the ' }, { text: 'basic rock beat', bold: true }, { text: ' for one minute.' }],
    });
    expect(blocks[3]).toMatchObject({
      kind: 'list',
      ordered: true,
      start: 1,
      items: [
        { runs: [{ text: 'Hi-hat alone.', bold: true }, { text: ' Count out loud.' }] },
        { runs: [{ text: 'Add the snare on 2 and 4.' }] },
      ],
    });
    expect(blocks[5]).toMatchObject({
      kind: 'component',
      name: 'Groove',
      values: { title: 'Basic rock beat', tempo: '70' },
    });
  });
});
