/**
 * Drawn parts of the lesson pictures: drums, cymbals, sticks, notation on a sheet of paper.
 * Each returns a piece of SVG in an 800 × 500 picture. Colours read on the cream card of the
 * light theme and on the dark brown card of the dark theme: the pictures have no background
 * of their own (the card gives it), and anything drawn in ink sits on a sheet of paper.
 */

export const WIDTH = 800;
export const HEIGHT = 500;

const round = (value: number) => Math.round(value * 10) / 10;
const n = (value: number) => String(round(value));

/** Gradients every picture may use; ids are local to each picture file. */
export const DEFS = `<defs>
<linearGradient id="shell" x1="0" x2="1"><stop offset="0" stop-color="#9a3412"/><stop offset=".3" stop-color="#ea580c"/><stop offset=".5" stop-color="#f97316"/><stop offset="1" stop-color="#9a3412"/></linearGradient>
<linearGradient id="teal" x1="0" x2="1"><stop offset="0" stop-color="#134e4a"/><stop offset=".3" stop-color="#0f766e"/><stop offset=".5" stop-color="#14b8a6"/><stop offset="1" stop-color="#134e4a"/></linearGradient>
<linearGradient id="wine" x1="0" x2="1"><stop offset="0" stop-color="#4c0519"/><stop offset=".3" stop-color="#9f1239"/><stop offset=".5" stop-color="#e11d48"/><stop offset="1" stop-color="#4c0519"/></linearGradient>
<linearGradient id="wood" x1="0" x2="1"><stop offset="0" stop-color="#713f12"/><stop offset=".35" stop-color="#b45309"/><stop offset=".55" stop-color="#d97706"/><stop offset="1" stop-color="#713f12"/></linearGradient>
<linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="#78716c"/><stop offset=".45" stop-color="#f5f5f4"/><stop offset=".6" stop-color="#e7e5e4"/><stop offset="1" stop-color="#78716c"/></linearGradient>
<linearGradient id="brass" x1="0" x2="1"><stop offset="0" stop-color="#8a6508"/><stop offset=".4" stop-color="#f2cc5b"/><stop offset=".6" stop-color="#e3b437"/><stop offset="1" stop-color="#8a6508"/></linearGradient>
<linearGradient id="stick" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8e2b8"/><stop offset="1" stop-color="#cf9a5a"/></linearGradient>
<radialGradient id="head" cx=".42" cy=".38" r=".7"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#eadcc6"/></radialGradient>
<linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a" stop-opacity=".75"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></linearGradient>
</defs>`;

export type Finish = 'shell' | 'teal' | 'wine' | 'wood';

/** A rectangle [left, top, right, bottom] that decorations keep out of (where a picture has words). */
export type Clear = readonly [number, number, number, number];

const overlaps = (cx: number, cy: number, r: number, [left, top, right, bottom]: Clear) =>
  cx + r > left && cx - r < right && cy + r > top && cy - r < bottom;

/**
 * Soft shapes in the brand colours behind the subject; `seed` moves them so no two pictures
 * match. The small ring and dots stay out of `clear` areas, so they never sit on a picture's words.
 */
export function backdrop(seed: number, clear: readonly Clear[] = []): string {
  const a = (seed * 137) % 360;
  const x1 = 120 + ((seed * 97) % 560);
  const y1 = 60 + ((seed * 53) % 120);
  const x2 = WIDTH - x1 * 0.6;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const free = (cx: number, cy: number, r: number) => !clear.some((area) => overlaps(cx, cy, r + 6, area));
  const dots = [0, 1, 2]
    .map((i) => {
      const angle = rad(a + i * 110);
      const cx = 400 + Math.cos(angle) * 330;
      const cy = 250 + Math.sin(angle) * 190;
      const r = 6 + ((seed + i) % 3) * 5;
      return free(cx, cy, r)
        ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${r}" fill="${i % 2 ? '#ea580c' : '#d4a017'}" opacity=".5"/>`
        : '';
    })
    .join('');
  const ring = { cx: WIDTH - x1, cy: 90 + y1 / 2 };
  return [
    `<circle cx="${n(x1)}" cy="${n(y1)}" r="150" fill="#ea580c" opacity=".12"/>`,
    `<circle cx="${n(x2)}" cy="${n(460 - y1 / 3)}" r="120" fill="#d4a017" opacity=".14"/>`,
    free(ring.cx, ring.cy, 22)
      ? `<circle cx="${n(ring.cx)}" cy="${n(ring.cy)}" r="22" fill="none" stroke="#ea580c" stroke-width="6" opacity=".35"/>`
      : '',
    dots,
  ].join('');
}

/** A soft shadow on the floor under something standing there. */
export function floorShadow(cx: number, y: number, rx: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(rx * 0.11)}" fill="#431407" opacity=".22"/>`;
}

/**
 * A drum seen from the front and a little above: its head an ellipse at `top`, its shell
 * `depth` deep. Snare drums get a strainer; `lugs` is how many tension rods show.
 */
export function drum({
  cx,
  top,
  rx,
  depth,
  finish = 'shell',
  lugs = 5,
  snare = false,
}: {
  cx: number;
  top: number;
  rx: number;
  depth: number;
  finish?: Finish;
  lugs?: number;
  snare?: boolean;
}): string {
  const ry = rx * 0.27;
  const left = cx - rx;
  const right = cx + rx;
  const bottom = top + depth;
  const rods: string[] = [];
  for (let i = 0; i < lugs; i += 1) {
    const t = (i + 0.5) / lugs;
    const angle = Math.PI * (1 - t);
    const x = cx + Math.cos(angle) * rx * 0.96;
    const drop = Math.sin(angle) * ry;
    const lugHeight = depth * 0.36;
    rods.push(
      `<line x1="${n(x)}" y1="${n(top + drop + 4)}" x2="${n(x)}" y2="${n(bottom + drop - 4)}" stroke="#57534e" stroke-width="${n(Math.max(2, rx / 90))}"/>`,
      `<rect x="${n(x - rx / 40 - 2)}" y="${n(top + drop + depth / 2 - lugHeight / 2)}" width="${n(rx / 20 + 4)}" height="${n(lugHeight)}" rx="${n(rx / 40 + 2)}" fill="url(#metal)" stroke="#57534e" stroke-width="1"/>`,
    );
  }
  const strainer = snare
    ? `<rect x="${n(cx - rx * 0.06)}" y="${n(top + ry + depth * 0.25)}" width="${n(rx * 0.12)}" height="${n(depth * 0.4)}" rx="4" fill="#292524"/>`
    : '';
  return [
    `<path d="M${n(left)},${n(top)} L${n(left)},${n(bottom)} A${n(rx)},${n(ry)} 0 0 0 ${n(right)},${n(bottom)} L${n(right)},${n(top)} Z" fill="url(#${finish})"/>`,
    `<path d="M${n(left + rx * 0.25)},${n(top + ry * 0.6)} l0,${n(depth)} l${n(rx * 0.09)},${n(ry * 0.1)} l0,${n(-depth)} Z" fill="#fff8ee" opacity=".18"/>`,
    rods.join(''),
    strainer,
    `<path d="M${n(left)},${n(bottom - 6)} A${n(rx)},${n(ry)} 0 0 0 ${n(right)},${n(bottom - 6)}" fill="none" stroke="url(#metal)" stroke-width="${n(Math.max(4, rx / 25))}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#head)" stroke="url(#metal)" stroke-width="${n(Math.max(4, rx / 22))}"/>`,
  ].join('');
}

/** A bass drum seen from the audience: the front head a circle with a port and the school's ring. */
export function bassDrum({
  cx,
  cy,
  r,
  finish = 'shell',
}: {
  cx: number;
  cy: number;
  r: number;
  finish?: Finish;
}): string {
  const claws = Array.from({ length: 10 }, (_, i) => {
    const angle = (i / 10) * Math.PI * 2 + 0.3;
    const x = cx + Math.cos(angle) * r * 0.98;
    const y = cy + Math.sin(angle) * r * 0.98;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r / 28)}" fill="url(#metal)" stroke="#57534e" stroke-width="1"/>`;
  }).join('');
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${finish})"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="url(#head)" stroke="url(#metal)" stroke-width="${n(r / 14)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.5)}" fill="none" stroke="#ea580c" stroke-width="${n(r / 16)}" opacity=".85"/>`,
    `<circle cx="${n(cx + r * 0.42)}" cy="${n(cy + r * 0.42)}" r="${n(r * 0.12)}" fill="#292524" opacity=".85"/>`,
    claws,
    `<path d="M${n(cx - r * 0.7)},${n(cy + r * 0.7)} l${n(-r * 0.25)},${n(r * 0.3)} M${n(cx + r * 0.7)},${n(cy + r * 0.7)} l${n(r * 0.25)},${n(r * 0.3)}" stroke="#57534e" stroke-width="${n(r / 30)}" stroke-linecap="round"/>`,
  ].join('');
}

/** A cymbal tilted by `tilt` degrees, with its bell; `stand` draws the stand down to the floor at `floor`. */
export function cymbal({
  cx,
  cy,
  rx,
  tilt = -8,
  stand,
  kind = 'plain',
}: {
  cx: number;
  cy: number;
  rx: number;
  tilt?: number;
  stand?: number;
  kind?: 'plain' | 'china';
}): string {
  const ry = rx * 0.16;
  const grooves = [0.78, 0.55]
    .map(
      (k) =>
        `<ellipse cx="0" cy="0" rx="${n(rx * k)}" ry="${n(ry * k)}" fill="none" stroke="#8a6508" stroke-width="1.5" opacity=".55"/>`,
    )
    .join('');
  const edge =
    kind === 'china'
      ? `<path d="M${n(-rx)},0 q${n(-rx * 0.06)},${n(-ry * 0.9)} ${n(-rx * 0.02)},${n(-ry * 1.3)} M${n(rx)},0 q${n(rx * 0.06)},${n(-ry * 0.9)} ${n(rx * 0.02)},${n(-ry * 1.3)}" stroke="#8a6508" stroke-width="4" fill="none"/>`
      : '';
  const standPart = stand === undefined ? '' : standTo(cx, cy + ry * 0.6, stand);
  return [
    standPart,
    `<g transform="translate(${n(cx)},${n(cy)}) rotate(${tilt})">`,
    `<ellipse cx="0" cy="0" rx="${n(rx)}" ry="${n(ry)}" fill="url(#brass)" stroke="#8a6508" stroke-width="2"/>`,
    grooves,
    edge,
    `<ellipse cx="0" cy="${n(-ry * 0.25)}" rx="${n(rx * 0.2)}" ry="${n(ry * 0.55)}" fill="url(#brass)" stroke="#8a6508" stroke-width="1.5"/>`,
    `</g>`,
  ].join('');
}

/** A stand from (x, top) down to the floor at `floor`, on three legs. */
export function standTo(x: number, top: number, floor: number): string {
  const spread = Math.min(70, (floor - top) * 0.28);
  return [
    `<line x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(floor - spread * 0.7)}" stroke="#57534e" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M${n(x)},${n(floor - spread * 0.7)} L${n(x - spread)},${n(floor)} M${n(x)},${n(floor - spread * 0.7)} L${n(x + spread)},${n(floor)} M${n(x)},${n(floor - spread * 0.7)} L${n(x + spread * 0.15)},${n(floor + 4)}" stroke="#44403c" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  ].join('');
}

/** A hi-hat: two cymbals on a stand, `open` pixels apart, with its pedal on the floor. */
export function hiHat({
  cx,
  cy,
  rx,
  open = 4,
  floor,
}: {
  cx: number;
  cy: number;
  rx: number;
  open?: number;
  floor: number;
}): string {
  const ry = rx * 0.16;
  const bottomCymbal = `<ellipse cx="${n(cx)}" cy="${n(cy + open)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#brass)" stroke="#8a6508" stroke-width="2"/>`;
  const topCymbal = [
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#brass)" stroke="#8a6508" stroke-width="2"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.6)}" fill="none" stroke="#8a6508" stroke-width="1.5" opacity=".55"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy - ry * 0.3)}" rx="${n(rx * 0.2)}" ry="${n(ry * 0.55)}" fill="url(#brass)" stroke="#8a6508" stroke-width="1.5"/>`,
  ].join('');
  const pedal = `<path d="M${n(cx - 14)},${n(floor + 2)} l${n(-6)},${n(-28)} l${n(30)},0 l${n(6)},${n(28)} Z" fill="#44403c"/>`;
  return [
    standTo(cx, cy + open + ry, floor),
    `<line x1="${n(cx)}" y1="${n(cy - 40)}" x2="${n(cx)}" y2="${n(cy)}" stroke="#a8a29e" stroke-width="3"/>`,
    bottomCymbal,
    topCymbal,
    pedal,
  ].join('');
}

/** A drumstick from (x, y), pointing at `angle` degrees, `length` long, tip last. */
export function stick(x: number, y: number, angle: number, length = 400): string {
  const k = length / 400;
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)}) scale(${n(k)})"><path d="M0,-7 L320,-5.5 L398,-2.6 L398,2.6 L320,5.5 L0,7 A7,7 0 0 1 0,-7 Z" fill="url(#stick)" stroke="#92400e" stroke-width="1"/><ellipse cx="402" cy="0" rx="9" ry="5.2" fill="#f3d7a3" stroke="#92400e" stroke-width="1"/></g>`;
}

/** Curved motion lines: a stick's path from `from` up and down to `to`. */
export function motion(from: [number, number], to: [number, number], lift: number, colour = '#ea580c'): string {
  const mid: [number, number] = [(from[0] + to[0]) / 2, Math.min(from[1], to[1]) - lift];
  return `<path d="M${n(from[0])},${n(from[1])} Q${n(mid[0])},${n(mid[1])} ${n(to[0])},${n(to[1])}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 12" opacity=".85"/>`;
}

/** A bass drum pedal seen from the side: footboard, frame and beater, leaning at `x`. */
export function pedal(x: number, floor: number, scale = 1, beaterAngle = -20): string {
  const s = (v: number) => n(v * scale);
  return `<g transform="translate(${n(x)},${n(floor)})">
<path d="M0,0 L${s(150)},0 L${s(150)},${s(-8)} L0,${s(-8)} Z" fill="#292524"/>
<path d="M${s(10)},${s(-8)} L${s(130)},${s(-40)} L${s(138)},${s(-30)} L${s(18)},${s(-2)} Z" fill="#57534e"/>
<rect x="${s(128)}" y="${s(-150)}" width="${s(10)}" height="${s(142)}" rx="${s(4)}" fill="#44403c"/>
<g transform="translate(${s(133)},${s(-110)}) rotate(${beaterAngle})"><rect x="${s(-3)}" y="${s(-110)}" width="${s(6)}" height="${s(110)}" fill="#a8a29e"/><rect x="${s(-14)}" y="${s(-140)}" width="${s(28)}" height="${s(34)}" rx="${s(10)}" fill="#f5f5f4" stroke="#57534e" stroke-width="2"/></g>
<circle cx="${s(133)}" cy="${s(-110)}" r="${s(8)}" fill="url(#metal)" stroke="#44403c" stroke-width="2"/>
</g>`;
}

/** The drummer's stool: a round seat on a post and three legs. */
export function throne(cx: number, seat: number, floor: number): string {
  return [
    standTo(cx, seat + 10, floor),
    `<ellipse cx="${n(cx)}" cy="${n(seat + 12)}" rx="70" ry="16" fill="#1c1917"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(seat)}" rx="70" ry="18" fill="#44403c"/>`,
    `<ellipse cx="${n(cx - 12)}" cy="${n(seat - 4)}" rx="40" ry="8" fill="#78716c" opacity=".5"/>`,
  ].join('');
}

/** A metronome: a wooden pyramid with its pendulum swung `swing` degrees. */
export function metronome(cx: number, floor: number, height = 230, swing = 18): string {
  const half = height * 0.36;
  const top = floor - height;
  return [
    `<path d="M${n(cx - half)},${n(floor)} L${n(cx - half * 0.28)},${n(top)} L${n(cx + half * 0.28)},${n(top)} L${n(cx + half)},${n(floor)} Z" fill="url(#wood)" stroke="#713f12" stroke-width="2"/>`,
    `<path d="M${n(cx - half * 0.55)},${n(floor - 12)} L${n(cx - half * 0.2)},${n(top + 22)} L${n(cx + half * 0.2)},${n(top + 22)} L${n(cx + half * 0.55)},${n(floor - 12)} Z" fill="#fff8ee"/>`,
    Array.from({ length: 6 }, (_, i) => {
      const y = top + 40 + (i * (height - 80)) / 6;
      return `<line x1="${n(cx - 8)}" y1="${n(y)}" x2="${n(cx + 8)}" y2="${n(y)}" stroke="#78716c" stroke-width="2"/>`;
    }).join(''),
    `<g transform="translate(${n(cx)},${n(floor - 30)}) rotate(${swing})"><rect x="-3" y="${n(-height + 10)}" width="6" height="${n(height - 20)}" fill="#44403c"/><rect x="-14" y="${n(-height * 0.62)}" width="28" height="26" rx="4" fill="url(#brass)" stroke="#8a6508" stroke-width="1.5"/></g>`,
  ].join('');
}

/** A sheet of paper tilted by `rotate` degrees; `content` is drawn on it in its own coordinates (0,0 top left). */
export function paper(x: number, y: number, w: number, h: number, rotate: number, content: string): string {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rotate)})"><rect x="8" y="10" width="${n(w)}" height="${n(h)}" rx="10" fill="#431407" opacity=".25"/><rect width="${n(w)}" height="${n(h)}" rx="10" fill="#fffdf8" stroke="#e7d8c3" stroke-width="2"/>${content}</g>`;
}

/** A five-line staff from x to x + width whose top line is at y, lines `gap` apart. */
export function staffLines(x: number, y: number, width: number, gap = 16): string {
  const lines = Array.from({ length: 5 }, (_, i) => `M${n(x)},${n(y + i * gap)} h${n(width)}`).join(' ');
  return `<path d="${lines}" stroke="#57534e" stroke-width="2"/><path d="M${n(x + 12)},${n(y + gap)} v${n(gap * 2)} M${n(x + 22)},${n(y + gap)} v${n(gap * 2)}" stroke="#1c1917" stroke-width="6"/>`;
}

export interface Note {
  x: number;
  /** Staff position: 0 is the top line, 1 the space below it, and so on down. */
  pos: number;
  head?: 'x' | 'dot' | 'ghost';
  accent?: boolean;
  /** Stem down (feet) instead of up (hands). */
  down?: boolean;
}

/**
 * Notes on a staff whose top line is at `y` (lines `gap` apart): noteheads, stems, and
 * `beams` straight beams joining the stems of each group of notes (indexes into `notes`).
 */
export function notes(
  y: number,
  list: readonly Note[],
  groups: readonly (readonly number[])[] = [],
  beams = 1,
  gap = 16,
  ink = '#1c1917',
): string {
  const stemLength = gap * 3.2;
  const out: string[] = [];
  const headY = (note: Note) => y + (note.pos * gap) / 2;
  const stemX = (note: Note) => (note.down ? note.x - gap * 0.55 : note.x + gap * 0.55);
  for (const note of list) {
    const cy = headY(note);
    const r = gap * 0.55;
    switch (note.head ?? 'dot') {
      case 'x':
        out.push(
          `<path d="M${n(note.x - r)},${n(cy - r)} L${n(note.x + r)},${n(cy + r)} M${n(note.x - r)},${n(cy + r)} L${n(note.x + r)},${n(cy - r)}" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
        );
        break;
      case 'ghost':
        out.push(
          `<ellipse cx="${n(note.x)}" cy="${n(cy)}" rx="${n(r * 1.1)}" ry="${n(r * 0.78)}" transform="rotate(-20 ${n(note.x)} ${n(cy)})" fill="${ink}"/>`,
          `<path d="M${n(note.x - r * 1.9)},${n(cy - r * 1.3)} q${n(-r * 0.8)},${n(r * 1.3)} 0,${n(r * 2.6)} M${n(note.x + r * 1.9)},${n(cy - r * 1.3)} q${n(r * 0.8)},${n(r * 1.3)} 0,${n(r * 2.6)}" stroke="${ink}" stroke-width="2.5" fill="none"/>`,
        );
        break;
      default:
        out.push(
          `<ellipse cx="${n(note.x)}" cy="${n(cy)}" rx="${n(r * 1.1)}" ry="${n(r * 0.78)}" transform="rotate(-20 ${n(note.x)} ${n(cy)})" fill="${ink}"/>`,
        );
    }
    if (note.accent) {
      const ay = note.down ? cy + stemLength + gap * 0.9 : y - gap * 1.1;
      out.push(
        `<path d="M${n(note.x - gap * 0.6)},${n(ay - gap * 0.35)} L${n(note.x + gap * 0.6)},${n(ay)} L${n(note.x - gap * 0.6)},${n(ay + gap * 0.35)}" stroke="#c2410c" stroke-width="3" fill="none" stroke-linejoin="round"/>`,
      );
    }
  }
  const stemEnd = (note: Note, group?: readonly number[]) => {
    if (!group) return note.down ? headY(note) + stemLength : headY(note) - stemLength;
    const members = group.map((i) => list[i]!);
    return note.down ? Math.max(...members.map(headY)) + stemLength : Math.min(...members.map(headY)) - stemLength;
  };
  list.forEach((note, index) => {
    // Notes outside every group are quarter notes: a stem and no beam.
    const group = groups.find((g) => g.includes(index));
    const x = stemX(note);
    out.push(
      `<line x1="${n(x)}" y1="${n(headY(note))}" x2="${n(x)}" y2="${n(stemEnd(note, group))}" stroke="${ink}" stroke-width="2.5"/>`,
    );
  });
  for (const group of groups) {
    const first = list[group[0]!]!;
    const last = list[group[group.length - 1]!]!;
    const end = stemEnd(first, group);
    for (let b = 0; b < beams; b += 1) {
      const offset = (first.down ? -1 : 1) * b * gap * 0.55;
      out.push(
        `<path d="M${n(stemX(first) - 1)},${n(end + offset)} L${n(stemX(last) + 1)},${n(end + offset)}" stroke="${ink}" stroke-width="${n(gap * 0.38)}"/>`,
      );
    }
  }
  return out.join('');
}

/** Words or figures in the site's heading style (the picture cannot load web fonts, so a system sans). */
export function label(
  x: number,
  y: number,
  text: string,
  size: number,
  fill = '#c2410c',
  anchor: 'start' | 'middle' | 'end' = 'middle',
  weight = 800,
): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<text x="${n(x)}" y="${n(y)}" font-family="'Bricolage Grotesque', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${n(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escaped}</text>`;
}

/** One picture: the subject drawn over the backdrop, as a complete SVG file; `clear` keeps decorations off its words. */
export function picture(seed: number, body: string, clear: readonly Clear[] = []): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">\n${DEFS}\n${backdrop(seed, clear)}\n${body}\n</svg>\n`;
}
