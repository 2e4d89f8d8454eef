import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { CLICK_OPTIONS, drumKeyEntries, engrave, engraveKeyNote, parseGroove, parseMetronome } from '@/features/practice';
import { fillIn, formatDuration } from '@/lib/format';
import { lessonBlocks, type Block, type Run } from './lesson-text';

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
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', boldItalic: 'Helvetica-BoldOblique' } as const;

const fontOf = (run: Run) => (run.bold ? (run.italic ? FONT.boldItalic : FONT.bold) : run.italic ? FONT.italic : FONT.regular);

/**
 * Notation drawn for the screen in `currentColor`, made black for paper. Without its own width
 * and height the drawing fills the box it is given, scaled by its viewBox.
 */
const forPaper = (svg: string) =>
  svg.replaceAll('currentColor', INK).replace(/^<svg\b[^>]*>/, (tag) => tag.replace(/\s(width|height)=(['"])[^'"]*\2/g, ''));

type Doc = InstanceType<typeof PDFDocument>;

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

function writeGroove(doc: Doc, values: Record<string, string>, words: GuideWords) {
  const groove = parseGroove(values);
  const layouts = engrave(groove);
  // Two bars a line where the groove has them: the layout the site prints on paper too.
  const layout = layouts.find((each) => each.barsPerSystem === 2) ?? layouts[0]!;
  const widest = Math.max(...layout.systems.map((system) => system.width));
  const scale = Math.min(0.8, CONTENT_WIDTH / widest);
  const height = layout.systems.reduce((sum, system) => sum + system.height * scale, 0);
  keepTogether(doc, Math.min(height, 300) + 40);
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(11).fillColor(INK).text(fillIn(words.groove, { title: groove.title, tempo: groove.tempo }), PAGE.margin);
  doc.moveDown(0.3);
  for (const system of layout.systems) {
    keepTogether(doc, system.height * scale);
    SVGtoPDF(doc, forPaper(system.svg), PAGE.margin, doc.y, { width: system.width * scale, height: system.height * scale, assumePt: true });
    doc.y += system.height * scale + 4;
  }
  doc.moveDown(0.6);
}

function writeMetronome(doc: Doc, values: Record<string, string>, words: GuideWords) {
  // The same reading of the values as the page's metronome, so paper and page start alike.
  const { tempo, signature, clicks } = parseMetronome(values);
  const what = CLICK_OPTIONS.find((option) => option.value === clicks)?.label ?? clicks;
  const line = fillIn(words.metronome, { tempo, signature: `${signature.beats}/${signature.unit}`, clicks: what.toLowerCase() });
  keepTogether(doc, 34);
  const top = doc.y + 2;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 26, 6).fillColor('#fff7ed').fill();
  doc.font(FONT.bold).fontSize(10.5).fillColor(BRAND).text(line, PAGE.margin + 10, top + 8, { width: CONTENT_WIDTH - 20 });
  doc.y = top + 34;
}

function writeDrumKey(doc: Doc, words: GuideWords) {
  const entries = drumKeyEntries();
  const columns = 3;
  const cell = { width: CONTENT_WIDTH / columns, height: 44 };
  const rows = Math.ceil(entries.length / columns);
  keepTogether(doc, rows * cell.height + 30);
  doc.font(FONT.bold).fontSize(11).fillColor(INK).text(words.drumKey, PAGE.margin);
  doc.moveDown(0.4);
  const top = doc.y;
  entries.forEach(({ drum, stroke, name, place }, at) => {
    const x = PAGE.margin + (at % columns) * cell.width;
    const y = top + Math.floor(at / columns) * cell.height;
    SVGtoPDF(doc, forPaper(engraveKeyNote(drum, stroke)), x, y, { width: 34, height: 40, assumePt: true, preserveAspectRatio: 'xMidYMid meet' });
    doc.font(FONT.bold).fontSize(9).fillColor(INK).text(name, x + 40, y + 8, { width: cell.width - 44 });
    doc.font(FONT.regular).fontSize(8.5).fillColor(MUTED).text(place, x + 40, doc.y, { width: cell.width - 44 });
  });
  doc.x = PAGE.margin;
  doc.y = top + rows * cell.height + 6;
}

/** Sets one block at `indent` points from the margin (nested lists and quotes sit further in). */
function writeBlock(doc: Doc, block: Block, words: GuideWords, indent = 0) {
  const x = PAGE.margin + indent;
  const width = CONTENT_WIDTH - indent;
  switch (block.kind) {
    case 'heading':
      keepTogether(doc, 60);
      doc.moveDown(0.6);
      doc.font(FONT.bold).fontSize(14).fillColor(BRAND).text(block.text, x, doc.y, { width });
      doc.moveDown(0.3);
      return;
    case 'paragraph':
      doc.fontSize(10.5).fillColor(INK);
      writeRuns(doc, block.runs, { x, width, lineGap: 2 });
      doc.moveDown(0.6);
      return;
    case 'list':
      block.items.forEach((item, at) => {
        keepTogether(doc, 30);
        const top = doc.y;
        doc.font(FONT.bold).fontSize(10.5).fillColor(BRAND).text(block.ordered ? `${block.start + at}.` : '•', x, top, { width: 18 });
        doc.y = top;
        doc.fillColor(INK);
        writeRuns(doc, item.runs, { x: x + 20, width: width - 20, lineGap: 2 });
        doc.moveDown(0.35);
        for (const nested of item.blocks) writeBlock(doc, nested, words, indent + 20);
      });
      doc.x = PAGE.margin;
      doc.moveDown(0.3);
      return;
    case 'quote': {
      const top = doc.y;
      for (const inner of block.blocks) writeBlock(doc, inner, words, indent + 14);
      doc.moveTo(x + 3, top).lineTo(x + 3, doc.y - 6).lineWidth(2).strokeColor(RULE).stroke();
      return;
    }
    case 'code':
      doc.font('Courier').fontSize(9.5).fillColor(INK).text(block.text, x, doc.y, { width });
      doc.moveDown(0.6);
      return;
    case 'rule':
      doc.moveTo(x, doc.y + 4).lineTo(x + width, doc.y + 4).lineWidth(1).strokeColor(RULE).stroke();
      doc.moveDown(1);
      return;
    case 'component':
      if (block.name === 'Groove') writeGroove(doc, block.values, words);
      else if (block.name === 'Metronome') writeMetronome(doc, block.values, words);
      else if (block.name === 'DrumKey') writeDrumKey(doc, words);
      return;
  }
}

/** A lesson's picture as SVG text, when it is a drawing (a photo would need its own handling). */
function drawingOf(image: string | undefined): string | undefined {
  if (!image?.endsWith('.svg')) return undefined;
  return readFileSync(path.join(process.cwd(), 'public', image), 'utf8');
}

function writeCover(doc: Doc, { siteName, siteUrl, words, lessons }: GuideInput) {
  doc.rect(0, 0, PAGE.width, 12).fillColor(BRAND).fill();
  doc.font(FONT.bold).fontSize(13).fillColor(BRAND).text(siteName.toUpperCase(), PAGE.margin, 96, { characterSpacing: 2 });
  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(34).fillColor(INK).text(words.title, { width: CONTENT_WIDTH });
  doc.moveDown(0.5);
  doc.font(FONT.regular).fontSize(13).fillColor(MUTED).text(words.intro, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.moveDown(1.5);
  doc.font(FONT.bold).fontSize(12).fillColor(INK).text(words.contents);
  doc.moveDown(0.5);
  lessons.forEach((lesson, at) => {
    const top = doc.y;
    doc.font(FONT.regular).fontSize(10).fillColor(MUTED).text(formatDuration(lesson.duration), PAGE.margin, top, { width: CONTENT_WIDTH, align: 'right' });
    doc.font(FONT.bold).fontSize(11).fillColor(BRAND).text(String(at + 1), PAGE.margin, top, { width: 20 });
    // The title last: a long one wraps, and the next line starts below it.
    doc.font(FONT.bold).fontSize(11).fillColor(INK).text(lesson.title, PAGE.margin + 24, top, { width: CONTENT_WIDTH - 90 });
    doc.x = PAGE.margin;
    doc.moveDown(0.5);
  });
  doc.moveDown(1.2);
  doc.moveTo(PAGE.margin, doc.y).lineTo(PAGE.margin + CONTENT_WIDTH, doc.y).lineWidth(1).strokeColor(RULE).stroke();
  doc.moveDown(1);
  doc.font(FONT.regular).fontSize(10.5).fillColor(INK).text(fillIn(words.howToUse, { address: siteUrl }), PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  const cover = drawingOf(lessons[0]?.image);
  const top = Math.max(doc.y + 16, PAGE.height - PAGE.margin - CONTENT_WIDTH * (5 / 8));
  const room = PAGE.height - PAGE.margin - top;
  // The picture only where it has room to be seen: a long cover text leaves it out.
  if (cover && room >= 120) {
    SVGtoPDF(doc, cover, PAGE.margin, top, { width: CONTENT_WIDTH, height: room, preserveAspectRatio: 'xMidYMid meet' });
  }
}

function writeLesson(doc: Doc, lesson: GuideLesson, number: number, input: GuideInput) {
  const { words, siteUrl } = input;
  doc.addPage();
  doc.font(FONT.bold).fontSize(10).fillColor(BRAND).text(
    `${fillIn(words.lessonOf, { number, count: input.lessons.length })}  ·  ${lesson.level}  ·  ${formatDuration(lesson.duration)}`.toUpperCase(),
    PAGE.margin,
    PAGE.margin,
    { characterSpacing: 1 },
  );
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(24).fillColor(INK).text(lesson.title, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(11.5).fillColor(MUTED).text(lesson.description, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.4);
  const about = [`${words.inThisLesson} ${lesson.modules.join(', ')}.`, lesson.teacher ? fillIn(words.taughtBy, { name: lesson.teacher }) : ''].filter(Boolean).join('  ');
  doc.font(FONT.italic).fontSize(9.5).fillColor(MUTED).text(about, { width: CONTENT_WIDTH });
  doc.moveDown(0.6);
  doc.moveTo(PAGE.margin, doc.y).lineTo(PAGE.margin + CONTENT_WIDTH, doc.y).lineWidth(1).strokeColor(RULE).stroke();
  doc.moveDown(0.4);
  for (const block of lessonBlocks(lesson.text)) writeBlock(doc, block, words);
  const address = `${siteUrl}/lessons/${lesson.slug}`;
  keepTogether(doc, 30);
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(10).fillColor(BRAND).text(fillIn(words.playOnline, { address }), PAGE.margin, doc.y, { width: CONTENT_WIDTH, link: address });
}

/** Page numbers along the foot of every page but the cover. */
function writeFooters(doc: Doc, { siteName, words }: GuideInput) {
  const range = doc.bufferedPageRange();
  for (let at = range.start + 1; at < range.start + range.count; at += 1) {
    doc.switchToPage(at);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(8.5).fillColor(MUTED).text(`${siteName} · ${words.title}`, PAGE.margin, PAGE.height - 36, { width: CONTENT_WIDTH, lineBreak: false });
    doc.text(fillIn(words.page, { number: at + 1 }), PAGE.margin, PAGE.height - 36, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
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
  writeCover(doc, input);
  input.lessons.forEach((lesson, at) => writeLesson(doc, lesson, at + 1, input));
  writeFooters(doc, input);
  doc.end();
  return done;
}
