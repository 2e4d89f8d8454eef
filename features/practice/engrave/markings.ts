/**
 * What is written over a bar's start: a tempo (♩ = 90), a metric modulation (♩. = ♩), the swing feel; measured and
 * drawn with VexFlow's glyphs.
 */
import { Flow, Glyph, type SVGContext } from 'vexflow/bravura';
import type { NoteValue } from '../groove/parse';
import type { Score } from '../groove/score';

/** A note written in a tempo marking (♩ = 90, ♩. = ♩), or words beside it. */
export type MarkPiece = { note: NoteValue } | { text: string; bold?: boolean } | { three: number };

export interface Marking {
  pieces: MarkPiece[];
  width: number;
}

export const MARK_SCALE = 30;
/** The glyphs of a note value as a tempo marking draws it: head, stem, flag. */
const MARK_GLYPHS: Record<
  number,
  { code_head: string; stem: boolean; code_flag_upstem?: string; beam_count?: number }
> = {
  1: { code_head: 'noteheadWhole', stem: false },
  2: { code_head: 'noteheadHalf', stem: true },
  4: { code_head: 'noteheadBlack', stem: true },
  8: { code_head: 'noteheadBlack', stem: true, code_flag_upstem: 'flag8thUp', beam_count: 1 },
  16: { code_head: 'noteheadBlack', stem: true, code_flag_upstem: 'flag16thUp', beam_count: 2 },
};
const QUARTER: NoteValue = { value: 4, dots: 0, triplet: false };
const unitNote = (unit: number): NoteValue => ({ value: unit, dots: 0, triplet: false });

/** What is written above each bar of a line: the swing feel and the tempo at the start, a tempo change where one starts. */
export function markings(score: Score, firstBar: number, bars: number): (Marking | undefined)[] {
  return Array.from({ length: bars }, (_, at) => {
    const bar = firstBar + at;
    const pieces: MarkPiece[] = [];
    if (bar === 0 && score.swing) {
      // As books write it: two even notes played as a triplet's long and short.
      const even: NoteValue =
        score.swing === 'eighths' ? { value: 8, dots: 0, triplet: false } : { value: 16, dots: 0, triplet: false };
      const long: NoteValue = score.swing === 'eighths' ? QUARTER : { value: 8, dots: 0, triplet: false };
      pieces.push(
        { text: 'Swing ', bold: true },
        { note: even },
        { note: even },
        { text: ' = ' },
        { three: 2 },
        { note: long },
        { note: even },
        { text: '  ' },
      );
    }
    if (bar === 0 && score.tempo) pieces.push({ note: unitNote(score.signature.unit) }, { text: ` = ${score.tempo}` });
    const change = score.bars[bar]?.change;
    if (change?.modulation) {
      pieces.push({ note: change.modulation.from }, { text: ' = ' }, { note: change.modulation.to });
      pieces.push(
        { text: '  (' },
        { note: unitNote(score.signature.unit) },
        { text: ` = ${Math.round(change.tempo)})` },
      );
    } else if (change)
      pieces.push({ note: unitNote(score.signature.unit) }, { text: ` = ${Math.round(change.tempo)}` });
    if (pieces.length === 0) return undefined;
    const width = pieces.reduce(
      (sum, piece) =>
        sum + ('note' in piece ? 16 + (piece.note.dots ? 6 : 0) : 'text' in piece ? piece.text.length * 7.5 : 0),
      24,
    );
    return { pieces, width };
  });
}

/** Draws a marking from `x` at baseline `y`: note glyphs as StaveTempo draws its ♩, words in the serif of the notation. */
export function drawMarking(context: SVGContext, marking: Marking, x: number, y: number) {
  const scale = MARK_SCALE / Flow.NOTATION_FONT_SCALE;
  let at = x;
  let three: { from: number; count: number } | undefined;
  context.save();
  for (const piece of marking.pieces) {
    if ('three' in piece) {
      three = { from: at, count: piece.three };
      continue;
    }
    if ('text' in piece) {
      context.setFont('Times New Roman, serif', 14, piece.bold ? 'bold' : 'normal');
      // SVG drops a text's leading and trailing spaces: they are gaps in the drawing instead.
      const words = piece.text.trim();
      at += (piece.text.length - piece.text.trimStart().length) * 4;
      if (words) context.fillText(words, at, y);
      at += words.length * (piece.bold ? 8 : 7) + (piece.text.length - piece.text.trimEnd().length) * 4;
      continue;
    }
    const props = MARK_GLYPHS[piece.note.value] ?? MARK_GLYPHS[4]!;
    const start = at;
    at += 3 * scale;
    Glyph.renderGlyph(context, at, y, MARK_SCALE, props.code_head);
    at += Glyph.getWidth(props.code_head, MARK_SCALE);
    if (props.stem) {
      const height = (30 + 3 * Math.max(0, (props.beam_count ?? 1) - 1)) * scale;
      context.fillRect(at - scale, y - height, scale, height);
      if (props.code_flag_upstem)
        Glyph.renderGlyph(context, at, y - height, MARK_SCALE, props.code_flag_upstem, { category: 'flag.staveTempo' });
      if (props.code_flag_upstem) at += 9 * scale;
    }
    if (piece.note.dots) {
      at += 6 * scale;
      context.beginPath();
      context.arc(at, y + 2 * scale, 2 * scale, 0, Math.PI * 2, false);
      context.fill();
    }
    at += 7 * scale;
    const triplet = piece.note.triplet ? { from: start, count: 1 } : three;
    if (triplet) {
      triplet.count -= 1;
      if (triplet.count === 0) {
        // The 3 of a triplet, over its notes.
        context.setFont('Times New Roman, serif', 11, 'normal', 'italic');
        context.fillText('3', (triplet.from + at) / 2 - 3, y - 30 * scale - 4);
        if (triplet === three) three = undefined;
      }
    }
  }
  context.restore();
}
