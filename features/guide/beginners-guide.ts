import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import {
  CLICK_OPTIONS,
  describeNotes,
  drumKeyEntries,
  engrave,
  engraveKeyNote,
  glyphDefinitionsOf,
  parseGroove,
  parseMetronome,
} from '@/features/practice';
import { fillIn, formatDuration } from '@/lib/format';
import { lessonBlocks, type Block, type Run } from '@/lib/lesson-text';

/** One lesson as the guide prints it. */
export interface GuideLesson {
  slug: string;
  title: string;
  description: string;
  level: string;
  duration: number;
  modules: readonly string[];
  teacher?: string;
  /** Its picture, a file in public/ written as /images/…: the first lesson's goes on the cover. */
  image: string;
  /** What the picture shows, for the cover picture's alternative text. */
  imageAlt: string;
  /** The lesson's text as its file holds it (Markdown with the practice components). */
  text: string;
}

/** The guide's own words (content/interface.yaml, `guide`), with `{…}` filled in here. */
export interface GuideWords {
  title: string;
  intro: string;
  howToUse: string;
  contents: string;
  lessonOf: string;
  inThisLesson: string;
  taughtBy: string;
  groove: string;
  metronome: string;
  playOnline: string;
  drumKey: string;
  page: string;
}

export interface GuideInput {
  siteName: string;
  /** Where the site lives, e.g. https://backbeatdrums.org: printed so a reader can find the lessons. */
  siteUrl: string;
  words: GuideWords;
  /** Words of the grooves' note-by-note description (the notation's alternative text), as on the page. */
  noteWords: { bar: string; sticking: string };
  lessons: readonly GuideLesson[];
}

// A4 in PDF points, with margins a home printer keeps clear.
const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const INK = '#1c1917';
const MUTED = '#57534e';
const BRAND = '#c2410c';
const RULE = '#e7d8c3';
// The PDF's standard fonts: nothing to embed, and every reader has them.
const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
} as const;

const fontOf = (run: Run) =>
  run.bold ? (run.italic ? FONT.boldItalic : FONT.bold) : run.italic ? FONT.italic : FONT.regular;

/**
 * Notation drawn for the screen in `currentColor`, made black for paper. Without its own width
 * and height the drawing fills the box it is given, scaled by its viewBox.
 */
const forPaper = (svg: string) =>
  svg
    .replaceAll('currentColor', INK)
    .replace(/^<svg\b[^>]*>/, (tag) => tag.replace(/\s(width|height)=(['"])[^'"]*\2/g, ''));

type Doc = InstanceType<typeof PDFDocument>;
type Element = PDFKit.PDFStructureElement;

/**
 * Writes onto the pages and, at the same time, into the PDF's structure (a tagged PDF): every
 * word sits in a heading, paragraph, list or figure a screen reader can follow, pictures carry
 * their alternative text, and what is only decoration (rules, shading, page numbers) is marked
 * as such so it is skipped.
 */
class Writer {
  constructor(
    readonly doc: Doc,
    readonly parent: Element,
  ) {}

  /** Content drawn by `draw` as one element of `type` (P, H1, Figure…), under this writer's parent. */
  tag(type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions = {}) {
    this.parent.add(this.doc.struct(type, options, draw));
  }

  /** An element of `type` that holds other elements, written by `fill` through a writer of its own. */
  group(type: string, fill: (inner: Writer) => void) {
    const element = this.doc.struct(type);
    this.parent.add(element);
    fill(new Writer(this.doc, element));
    element.end();
  }

  /** Drawing that carries no meaning: skipped by screen readers. */
  decoration(draw: () => void) {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }
}

/** Starts a new page unless `height` points still fit on this one. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage();
}

function writeRuns(doc: Doc, runs: readonly Run[], options: PDFKit.Mixins.TextOptions & { x?: number } = {}) {
  const { x, ...text } = options;
  runs.forEach((run, at) => {
    doc.font(fontOf(run));
    const last = at === runs.length - 1;
    if (at === 0 && x !== undefined) doc.text(run.text, x, doc.y, { ...text, continued: !last });
    else doc.text(run.text, { ...text, continued: !last });
  });
}

function rule(out: Writer, x: number, width: number) {
  const { doc } = out;
  out.decoration(() =>
    doc
      .moveTo(x, doc.y)
      .lineTo(x + width, doc.y)
      .lineWidth(1)
      .strokeColor(RULE)
      .stroke(),
  );
}

function writeGroove(out: Writer, values: Record<string, string>, input: GuideInput) {
  const { doc } = out;
  const { words, noteWords } = input;
  const groove = parseGroove(values);
  const layouts = engrave(groove);
  // Two bars a line where the groove has them: the layout the site prints on paper too.
  const layout = layouts.find((each) => each.barsPerSystem === 2) ?? layouts[0]!;
  // Each line here is a drawing of its own, whose <use>s reach no further than itself, so each brings the
  // definitions of the glyphs it repeats with it.
  const definitions = glyphDefinitionsOf(layouts);
  const whole = (svg: string) => (svg.includes('<defs>') ? svg : svg.replace(/^(<svg\b[^>]*>)/, `$1${definitions}`));
  const widest = Math.max(...layout.systems.map((system) => system.width));
  const scale = Math.min(0.8, CONTENT_WIDTH / widest);
  const height = layout.systems.reduce((sum, system) => sum + system.height * scale, 0);
  keepTogether(doc, Math.min(height, 300) + 40);
  doc.moveDown(0.4);
  const caption = fillIn(words.groove, { title: groove.title, tempo: groove.tempo });
  out.tag('Caption', () => doc.font(FONT.bold).fontSize(11).fillColor(INK).text(caption, PAGE.margin));
  doc.moveDown(0.3);
  // The notation says in words what the page's notation says to a screen reader: every note, drum by drum.
  const notes = describeNotes(groove, {
    bar: (number) => fillIn(noteWords.bar, { number }),
    sticking: noteWords.sticking,
  });
  out.tag(
    'Figure',
    () => {
      for (const system of layout.systems) {
        keepTogether(doc, system.height * scale);
        SVGtoPDF(doc, forPaper(whole(system.svg)), PAGE.margin, doc.y, {
          width: system.width * scale,
          height: system.height * scale,
          assumePt: true,
        });
        doc.y += system.height * scale + 4;
      }
    },
    { alt: `${caption}. ${notes}` },
  );
  doc.moveDown(0.6);
}

function writeMetronome(out: Writer, values: Record<string, string>, words: GuideWords) {
  const { doc } = out;
  // The same reading of the values as the page's metronome, so paper and page start alike.
  const { tempo, signature, clicks } = parseMetronome(values);
  const what = CLICK_OPTIONS.find((option) => option.value === clicks)?.label ?? clicks;
  const line = fillIn(words.metronome, {
    tempo,
    signature: `${signature.beats}/${signature.unit}`,
    clicks: what.toLowerCase(),
  });
  keepTogether(doc, 34);
  const top = doc.y + 2;
  out.decoration(() => doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 26, 6).fillColor('#fff7ed').fill());
  out.tag('P', () =>
    doc
      .font(FONT.bold)
      .fontSize(10.5)
      .fillColor(BRAND)
      .text(line, PAGE.margin + 10, top + 8, { width: CONTENT_WIDTH - 20 }),
  );
  doc.y = top + 34;
}

function writeDrumKey(out: Writer, words: GuideWords) {
  const { doc } = out;
  const entries = drumKeyEntries();
  const columns = 3;
  const cell = { width: CONTENT_WIDTH / columns, height: 44 };
  const rows = Math.ceil(entries.length / columns);
  keepTogether(doc, rows * cell.height + 30);
  out.tag('Caption', () => doc.font(FONT.bold).fontSize(11).fillColor(INK).text(words.drumKey, PAGE.margin));
  doc.moveDown(0.4);
  const top = doc.y;
  // A list for a screen reader: each drum's name and place; the little staves are pictures of what the words say.
  out.group('L', (list) => {
    entries.forEach(({ drum, stroke, name, place }, at) => {
      const x = PAGE.margin + (at % columns) * cell.width;
      const y = top + Math.floor(at / columns) * cell.height;
      list.decoration(() =>
        SVGtoPDF(doc, forPaper(engraveKeyNote(drum, stroke)), x, y, {
          width: 34,
          height: 40,
          assumePt: true,
          preserveAspectRatio: 'xMidYMid meet',
        }),
      );
      list.tag('LI', () => {
        doc
          .font(FONT.bold)
          .fontSize(9)
          .fillColor(INK)
          .text(`${name} `, x + 40, y + 8, { width: cell.width - 44 });
        doc
          .font(FONT.regular)
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(place, x + 40, doc.y, { width: cell.width - 44 });
      });
    });
  });
  doc.x = PAGE.margin;
  doc.y = top + rows * cell.height + 6;
}

/** Sets one block at `indent` points from the margin (nested lists and quotes sit further in). */
function writeBlock(out: Writer, block: Block, input: GuideInput, indent = 0) {
  const { doc } = out;
  const x = PAGE.margin + indent;
  const width = CONTENT_WIDTH - indent;
  switch (block.kind) {
    case 'heading':
      keepTogether(doc, 60);
      doc.moveDown(0.6);
      out.tag('H2', () => doc.font(FONT.bold).fontSize(14).fillColor(BRAND).text(block.text, x, doc.y, { width }));
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      out.tag('P', () => {
        doc.fontSize(10.5).fillColor(INK);
        writeRuns(doc, block.runs, { x, width, lineGap: 2 });
      });
      doc.moveDown(0.6);
      return;
    case 'list':
      out.group('L', (list) => {
        block.items.forEach((item, at) => {
          keepTogether(doc, 30);
          const top = doc.y;
          list.group('LI', (entry) => {
            entry.tag('Lbl', () =>
              doc
                .font(FONT.bold)
                .fontSize(10.5)
                .fillColor(BRAND)
                .text(block.ordered ? `${block.start + at}.` : '•', x, top, { width: 18 }),
            );
            doc.y = top;
            entry.tag('LBody', () => {
              doc.fillColor(INK);
              writeRuns(doc, item.runs, { x: x + 20, width: width - 20, lineGap: 2 });
            });
            doc.moveDown(0.35);
            for (const nested of item.blocks) writeBlock(entry, nested, input, indent + 20);
          });
        });
      });
      doc.x = PAGE.margin;
      doc.moveDown(0.3);
      return;
    case 'quote': {
      const top = doc.y;
      out.group('BlockQuote', (quote) => {
        for (const inner of block.blocks) writeBlock(quote, inner, input, indent + 14);
      });
      out.decoration(() =>
        doc
          .moveTo(x + 3, top)
          .lineTo(x + 3, doc.y - 6)
          .lineWidth(2)
          .strokeColor(RULE)
          .stroke(),
      );
      return;
    }
    case 'code':
      out.tag('Code', () => doc.font('Courier').fontSize(9.5).fillColor(INK).text(block.text, x, doc.y, { width }));
      doc.moveDown(0.6);
      return;
    case 'rule':
      doc.y += 4;
      rule(out, x, width);
      doc.moveDown(1);
      return;
    case 'component':
      if (block.name === 'Groove') writeGroove(out, block.values, input);
      else if (block.name === 'Metronome') writeMetronome(out, block.values, input.words);
      else if (block.name === 'DrumKey') writeDrumKey(out, input.words);
      return;
  }
}

/** A lesson's picture as SVG text, when it is a drawing (a photo would need its own handling). */
function drawingOf(image: string | undefined): string | undefined {
  if (!image?.endsWith('.svg')) return undefined;
  return readFileSync(path.join(process.cwd(), 'public', image), 'utf8');
}

function writeCover(out: Writer, { siteName, siteUrl, words, lessons }: GuideInput) {
  const { doc } = out;
  out.decoration(() => doc.rect(0, 0, PAGE.width, 12).fillColor(BRAND).fill());
  out.tag('P', () =>
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor(BRAND)
      .text(siteName.toUpperCase(), PAGE.margin, 96, { characterSpacing: 2 }),
  );
  doc.moveDown(0.5);
  out.tag('H1', () => doc.font(FONT.bold).fontSize(34).fillColor(INK).text(words.title, { width: CONTENT_WIDTH }));
  doc.moveDown(0.5);
  out.tag('P', () =>
    doc.font(FONT.regular).fontSize(13).fillColor(MUTED).text(words.intro, { width: CONTENT_WIDTH, lineGap: 3 }),
  );
  doc.moveDown(1.5);
  out.tag('H2', () => doc.font(FONT.bold).fontSize(12).fillColor(INK).text(words.contents));
  doc.moveDown(0.5);
  out.group('L', (list) => {
    lessons.forEach((lesson, at) => {
      const top = doc.y;
      list.group('LI', (entry) => {
        entry.tag('Lbl', () =>
          doc
            .font(FONT.bold)
            .fontSize(11)
            .fillColor(BRAND)
            .text(`${at + 1} `, PAGE.margin, top, { width: 20 }),
        );
        entry.tag('LBody', () => {
          // Title, then length on its first line at the right; a long title wraps, and the next entry starts below it.
          doc
            .font(FONT.bold)
            .fontSize(11)
            .fillColor(INK)
            .text(`${lesson.title} `, PAGE.margin + 24, top, { width: CONTENT_WIDTH - 90 });
          const below = doc.y;
          doc
            .font(FONT.regular)
            .fontSize(10)
            .fillColor(MUTED)
            .text(formatDuration(lesson.duration), PAGE.margin, top, { width: CONTENT_WIDTH, align: 'right' });
          doc.y = Math.max(below, doc.y);
        });
      });
      doc.x = PAGE.margin;
      doc.moveDown(0.5);
    });
  });
  doc.moveDown(1.2);
  rule(out, PAGE.margin, CONTENT_WIDTH);
  doc.moveDown(1);
  out.tag('P', () =>
    doc
      .font(FONT.regular)
      .fontSize(10.5)
      .fillColor(INK)
      .text(fillIn(words.howToUse, { address: siteUrl }), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 }),
  );
  const first = lessons[0];
  const cover = drawingOf(first?.image);
  const top = Math.max(doc.y + 16, PAGE.height - PAGE.margin - CONTENT_WIDTH * (5 / 8));
  const room = PAGE.height - PAGE.margin - top;
  // The picture only where it has room to be seen: a long cover text leaves it out.
  if (first && cover && room >= 120) {
    out.tag(
      'Figure',
      () =>
        SVGtoPDF(doc, cover, PAGE.margin, top, {
          width: CONTENT_WIDTH,
          height: room,
          preserveAspectRatio: 'xMidYMid meet',
        }),
      { alt: first.imageAlt },
    );
  }
}

function writeLesson(out: Writer, lesson: GuideLesson, number: number, input: GuideInput) {
  const { doc } = out;
  const { words, siteUrl } = input;
  doc.addPage();
  out.group('Sect', (section) => {
    section.tag('P', () =>
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(BRAND)
        .text(
          `${fillIn(words.lessonOf, { number, count: input.lessons.length })}  ·  ${lesson.level}  ·  ${formatDuration(lesson.duration)}`.toUpperCase(),
          PAGE.margin,
          PAGE.margin,
          { characterSpacing: 1 },
        ),
    );
    doc.moveDown(0.4);
    section.tag('H1', () =>
      doc.font(FONT.bold).fontSize(24).fillColor(INK).text(lesson.title, { width: CONTENT_WIDTH }),
    );
    doc.moveDown(0.3);
    section.tag('P', () =>
      doc
        .font(FONT.regular)
        .fontSize(11.5)
        .fillColor(MUTED)
        .text(lesson.description, { width: CONTENT_WIDTH, lineGap: 2 }),
    );
    doc.moveDown(0.4);
    const about = [
      `${words.inThisLesson} ${lesson.modules.join(', ')}.`,
      lesson.teacher ? fillIn(words.taughtBy, { name: lesson.teacher }) : '',
    ]
      .filter(Boolean)
      .join('  ');
    section.tag('P', () => doc.font(FONT.italic).fontSize(9.5).fillColor(MUTED).text(about, { width: CONTENT_WIDTH }));
    doc.moveDown(0.6);
    rule(section, PAGE.margin, CONTENT_WIDTH);
    doc.moveDown(0.4);
    for (const block of lessonBlocks(lesson.text)) writeBlock(section, block, input);
    const address = `${siteUrl}/lessons/${lesson.slug}`;
    keepTogether(doc, 30);
    doc.moveDown(0.6);
    section.tag('P', () =>
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(BRAND)
        .text(fillIn(words.playOnline, { address }), PAGE.margin, doc.y, { width: CONTENT_WIDTH, link: address }),
    );
  });
}

/** Page numbers along the foot of every page but the cover: pagination, not content. */
function writeFooters(doc: Doc, { siteName, words }: GuideInput) {
  const range = doc.bufferedPageRange();
  for (let at = range.start + 1; at < range.start + range.count; at += 1) {
    doc.switchToPage(at);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${siteName} · ${words.title}`, PAGE.margin, PAGE.height - 36, { width: CONTENT_WIDTH, lineBreak: false });
    doc.text(fillIn(words.page, { number: at + 1 }), PAGE.margin, PAGE.height - 36, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The free beginner's guide: a cover with the contents, then each beginner lesson on its own
 * pages (its goal, steps, grooves as drum notation, metronome tempos and checks), as an A4 PDF.
 * Built from the lesson files at every build, so it never says other than the lessons do.
 */
export function buildBeginnersGuide(input: GuideInput): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: { Title: `${input.siteName}: ${input.words.title}`, Author: input.siteName, Subject: input.words.intro },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  const out = new Writer(doc, root);
  writeCover(out, input);
  input.lessons.forEach((lesson, at) => writeLesson(out, lesson, at + 1, input));
  root.end();
  writeFooters(doc, input);
  doc.end();
  return done;
}
