/**
 * One picture per lesson, each showing what that lesson is about. Slugs are lesson file names;
 * the pictures are written to public/images/lessons/<slug>.svg by `npm run draw:pictures`.
 * The alt text of each lives in its lesson file (`imageAlt`), where editors can change it.
 */
import {
  bassDrum,
  cymbal,
  drum,
  floorShadow,
  hiHat,
  label,
  metronome,
  motion,
  notes,
  paper,
  pedal,
  picture,
  staffLines,
  standTo,
  stick,
  throne,
  type Note,
} from './parts';

const FLOOR = 440;

/** Eight x noteheads on the top line (hi-hat eighths) from x, `step` apart. */
const hatEighths = (x: number, step: number, accentEvery = 0): Note[] =>
  Array.from({ length: 8 }, (_, i) => ({
    x: x + i * step,
    pos: -1,
    head: 'x' as const,
    accent: accentEvery > 0 && i % accentEvery === 0,
  }));

export const LESSON_PICTURES: Record<string, () => string> = {
  // Beginner
  'first-rock-beat': () =>
    picture(
      1,
      [
        floorShadow(420, FLOOR + 4, 300),
        hiHat({ cx: 190, cy: 220, rx: 95, floor: FLOOR }),
        bassDrum({ cx: 470, cy: 320, r: 120 }),
        drum({ cx: 330, top: 300, rx: 110, depth: 70, snare: true }),
        standTo(330, 380, FLOOR),
        stick(250, 200, 28, 230),
        stick(300, 180, 52, 200),
        label(640, 150, '1 & 2 & 3 & 4 &', 30, '#c2410c', 'middle', 700),
      ].join(''),
      [[490, 110, 790, 165]],
    ),
  'drum-kit-setup-and-posture': () =>
    picture(
      2,
      [
        floorShadow(400, FLOOR + 4, 320),
        throne(400, 330, FLOOR),
        hiHat({ cx: 180, cy: 230, rx: 85, floor: FLOOR }),
        drum({ cx: 600, top: 280, rx: 100, depth: 64, snare: true }),
        standTo(600, 350, FLOOR),
        pedal(470, FLOOR, 0.8),
        `<path d="M400,300 A130,130 0 0 1 520,250" fill="none" stroke="#ea580c" stroke-width="4" stroke-dasharray="10 10"/>`,
        `<path d="M400,300 A130,130 0 0 0 280,250" fill="none" stroke="#ea580c" stroke-width="4" stroke-dasharray="10 10"/>`,
        `<circle cx="400" cy="300" r="6" fill="#ea580c"/>`,
      ].join(''),
    ),
  'grip-and-basic-strokes': () =>
    picture(
      3,
      [
        floorShadow(400, 420, 230),
        `<ellipse cx="400" cy="370" rx="220" ry="56" fill="#292524"/><ellipse cx="400" cy="356" rx="220" ry="56" fill="#57534e"/><ellipse cx="400" cy="352" rx="170" ry="42" fill="#78716c"/>`,
        stick(140, 150, 24, 330),
        stick(660, 150, 156, 330),
        motion([250, 330], [330, 110], 40),
        motion([550, 330], [470, 110], 40),
        label(250, 95, 'R', 48, '#c2410c'),
        label(550, 95, 'L', 48, '#c2410c'),
      ].join(''),
      [
        [210, 45, 290, 105],
        [510, 45, 590, 105],
      ],
    ),
  'reading-drum-notation': () =>
    picture(
      4,
      paper(
        120,
        90,
        560,
        300,
        -4,
        [
          staffLines(40, 110, 480),
          notes(
            110,
            [
              ...hatEighths(110, 50),
              { x: 110, pos: 7, down: true },
              { x: 210, pos: 3 },
              { x: 260, pos: 7, down: true },
              { x: 310, pos: 3 },
            ],
            [
              [0, 1],
              [2, 3],
              [4, 5],
              [6, 7],
            ],
          ),
          `<path d="M518,110 v64" stroke="#1c1917" stroke-width="3"/>`,
          label(280, 270, 'hi-hat · snare · bass drum', 24, '#78716c', 'middle', 600),
        ].join(''),
      ),
    ),
  'counting-and-subdivisions': () =>
    picture(
      5,
      [
        floorShadow(170, FLOOR, 120),
        metronome(170, FLOOR, 260, -16),
        label(520, 170, '1', 80, '#c2410c'),
        label(600, 170, 'e', 56, '#b45309'),
        label(670, 170, '&', 64, '#c2410c'),
        label(740, 170, 'a', 56, '#b45309'),
        ...[0, 1, 2, 3].map(
          (i) =>
            `<circle cx="${520 + i * 73}" cy="${230}" r="${i === 0 ? 16 : 10}" fill="${i === 0 ? '#ea580c' : '#d4a017'}"/>`,
        ),
        ...[0, 1, 2, 3, 4, 5, 6, 7].map(
          (i) =>
            `<rect x="${340 + i * 52}" y="${300 + (i % 2) * 20}" width="34" height="${i % 2 ? 60 : 80}" rx="8" fill="${i % 2 ? '#d4a017' : '#ea580c'}" opacity=".8"/>`,
        ),
      ].join(''),
      [[480, 80, 790, 250]],
    ),
  'your-first-drum-fills': () =>
    picture(
      6,
      [
        floorShadow(420, FLOOR, 320),
        cymbal({ cx: 650, cy: 120, rx: 110, tilt: 10, stand: FLOOR }),
        drum({ cx: 200, top: 230, rx: 85, depth: 80, finish: 'teal' }),
        drum({ cx: 380, top: 220, rx: 90, depth: 90, finish: 'teal' }),
        drum({ cx: 580, top: 280, rx: 110, depth: 140, finish: 'teal' }),
        motion([200, 215], [380, 200], 70),
        motion([380, 200], [580, 260], 70),
        motion([580, 260], [650, 110], 60),
      ].join(''),
    ),

  // Intermediate
  'ghost-notes-and-groove-feel': () =>
    picture(
      7,
      [
        floorShadow(260, FLOOR, 200),
        drum({ cx: 260, top: 260, rx: 170, depth: 100, snare: true, lugs: 7 }),
        standTo(260, 360, FLOOR),
        stick(120, 160, 30, 260),
        paper(
          470,
          100,
          290,
          200,
          5,
          [
            staffLines(20, 60, 250),
            notes(
              60,
              [
                { x: 70, pos: 3, head: 'ghost' },
                { x: 120, pos: 3, accent: true },
                { x: 170, pos: 3, head: 'ghost' },
                { x: 220, pos: 3, head: 'ghost' },
              ],
              [[0, 1, 2, 3]],
              2,
            ),
          ].join(''),
        ),
      ].join(''),
    ),
  'paradiddles-around-the-kit': () =>
    picture(
      8,
      [
        floorShadow(400, FLOOR, 320),
        drum({ cx: 240, top: 250, rx: 110, depth: 80 }),
        drum({ cx: 540, top: 260, rx: 130, depth: 130 }),
        stick(120, 130, 40, 230),
        stick(680, 130, 140, 230),
        ...['R', 'L', 'R', 'R', 'L', 'R', 'L', 'L'].map((letter, i) =>
          label(120 + i * 80, 100, letter, 46, letter === 'R' ? '#c2410c' : '#b45309'),
        ),
      ].join(''),
      [[90, 50, 720, 112]],
    ),
  'sixteenth-note-grooves': () =>
    picture(
      9,
      [
        floorShadow(220, FLOOR, 160),
        hiHat({ cx: 220, cy: 200, rx: 130, floor: FLOOR, open: 3 }),
        paper(
          400,
          120,
          360,
          220,
          -3,
          [
            staffLines(20, 90, 320),
            notes(
              90,
              Array.from({ length: 8 }, (_, i) => ({
                x: 60 + i * 34,
                pos: -1,
                head: 'x' as const,
                accent: i % 4 === 0,
              })),
              [
                [0, 1, 2, 3],
                [4, 5, 6, 7],
              ],
              2,
            ),
          ].join(''),
        ),
      ].join(''),
    ),
  'the-shuffle': () =>
    picture(
      10,
      [
        floorShadow(230, FLOOR, 190),
        cymbal({ cx: 230, cy: 200, rx: 170, tilt: -6, stand: FLOOR }),
        paper(
          440,
          90,
          320,
          230,
          4,
          [
            staffLines(20, 100, 280),
            notes(
              100,
              [
                { x: 80, pos: 3 },
                { x: 140, pos: 3, head: 'ghost' },
                { x: 200, pos: 3 },
              ],
              [[0, 1, 2]],
            ),
            `<path d="M80,40 v-12 h120 v12" fill="none" stroke="#1c1917" stroke-width="2"/>`,
            label(140, 34, '3', 24, '#1c1917'),
          ].join(''),
        ),
      ].join(''),
    ),
  'open-hi-hat-accents': () =>
    picture(
      11,
      [
        floorShadow(300, FLOOR, 220),
        hiHat({ cx: 300, cy: 170, rx: 160, open: 34, floor: FLOOR }),
        stick(560, 80, 150, 260),
        label(620, 250, 'o', 90, '#c2410c', 'middle', 600),
        `<path d="M560,330 L680,360 L560,390" fill="none" stroke="#c2410c" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>`,
      ].join(''),
      [[560, 180, 700, 400]],
    ),
  'bass-drum-independence': () =>
    picture(
      12,
      [
        floorShadow(400, FLOOR, 300),
        bassDrum({ cx: 460, cy: 270, r: 160, finish: 'wine' }),
        pedal(150, FLOOR, 1.2, -28),
        ...[0, 1, 2, 3].map(
          (i) =>
            `<circle cx="${120 + i * 40}" cy="90" r="12" fill="${i === 2 ? 'none' : '#ea580c'}" stroke="#ea580c" stroke-width="4"/>`,
        ),
        ...[0, 1, 2, 3].map(
          (i) =>
            `<circle cx="${120 + i * 40}" cy="130" r="12" fill="${i % 2 ? '#d4a017' : 'none'}" stroke="#d4a017" stroke-width="4"/>`,
        ),
      ].join(''),
      [[95, 70, 285, 150]],
    ),

  // Advanced
  'mastering-live-performance': () =>
    picture(
      13,
      [
        `<path d="M160,0 L60,${FLOOR} L300,${FLOOR} Z" fill="url(#light)"/><path d="M640,0 L500,${FLOOR} L740,${FLOOR} Z" fill="url(#light)"/><path d="M400,0 L280,${FLOOR} L520,${FLOOR} Z" fill="url(#light)" opacity=".8"/>`,
        cymbal({ cx: 200, cy: 170, rx: 100, tilt: -12, stand: FLOOR }),
        cymbal({ cx: 610, cy: 160, rx: 110, tilt: 10, stand: FLOOR }),
        drum({ cx: 330, top: 230, rx: 70, depth: 70 }),
        drum({ cx: 470, top: 225, rx: 75, depth: 75 }),
        bassDrum({ cx: 400, cy: 350, r: 90 }),
        drum({ cx: 610, top: 330, rx: 85, depth: 100 }),
        floorShadow(400, FLOOR + 6, 340),
      ].join(''),
    ),
  'linear-drumming': () =>
    picture(
      14,
      [
        `<path d="M60,170 H740 M60,260 H740 M60,350 H740" stroke="#a8a29e" stroke-width="3" stroke-dasharray="4 10"/>`,
        label(60, 150, 'hi-hat', 22, '#78716c', 'start', 600),
        label(60, 240, 'snare', 22, '#78716c', 'start', 600),
        label(60, 330, 'bass drum', 22, '#78716c', 'start', 600),
        ...[
          [0, 1],
          [1, 0],
          [2, 2],
          [3, 1],
          [4, 0],
          [5, 2],
          [6, 0],
          [7, 1],
        ].map(
          ([step, row]) =>
            `<circle cx="${200 + step! * 72}" cy="${170 + row! * 90}" r="${row === 1 ? 22 : 18}" fill="${row === 2 ? '#d4a017' : '#ea580c'}"/>`,
        ),
        `<path d="M200,170 L272,260 L344,350 L416,260 L488,170 L560,350 L632,170 L704,260" fill="none" stroke="#c2410c" stroke-width="3" opacity=".6"/>`,
      ].join(''),
      [[50, 120, 200, 340]],
    ),
  'odd-time-signatures': () =>
    picture(
      15,
      [
        paper(
          90,
          70,
          280,
          340,
          -5,
          [
            label(140, 170, '7', 150, '#1c1917', 'middle', 900),
            label(140, 310, '8', 150, '#1c1917', 'middle', 900),
          ].join(''),
        ),
        ...[
          [430, 2],
          [540, 2],
          [650, 3],
        ].map(
          ([x, count], g) =>
            Array.from(
              { length: count! },
              (_, i) =>
                `<circle cx="${x! + i * 34}" cy="${200}" r="${i === 0 ? 14 : 9}" fill="${g === 2 ? '#d4a017' : '#ea580c'}"/>`,
            ).join('') +
            `<path d="M${x! - 14},240 h${(count! - 1) * 34 + 28}" stroke="${g === 2 ? '#d4a017' : '#ea580c'}" stroke-width="8" stroke-linecap="round"/>`,
        ),
        label(470, 300, '2', 40, '#c2410c'),
        label(580, 300, '2', 40, '#c2410c'),
        label(700, 300, '3', 40, '#b45309'),
      ].join(''),
    ),
  'double-bass-technique': () =>
    picture(
      16,
      [
        floorShadow(400, FLOOR, 330),
        bassDrum({ cx: 250, cy: 280, r: 140 }),
        bassDrum({ cx: 550, cy: 280, r: 140 }),
        `<path d="M140,460 l50,-18 M300,460 l-50,-18" stroke="#ea580c" stroke-width="0"/>`,
        label(250, 80, 'R', 44, '#c2410c'),
        label(550, 80, 'L', 44, '#b45309'),
      ].join(''),
      [
        [210, 35, 290, 95],
        [510, 35, 590, 95],
      ],
    ),
  'flam-rudiments-around-the-kit': () =>
    picture(
      17,
      [
        floorShadow(300, FLOOR, 230),
        drum({ cx: 300, top: 290, rx: 180, depth: 100, snare: true, lugs: 7 }),
        standTo(300, 390, FLOOR),
        stick(110, 250, -8, 190),
        stick(150, 80, 32, 230),
        paper(
          520,
          90,
          240,
          200,
          4,
          [
            staffLines(20, 80, 200),
            `<ellipse cx="86" cy="92" rx="6" ry="4.5" transform="rotate(-20 86 92)" fill="#1c1917"/><path d="M91,92 v-34 q12,8 10,18 M82,78 l16,-12" stroke="#1c1917" stroke-width="2" fill="none"/>`,
            notes(80, [{ x: 130, pos: 3 }]),
          ].join(''),
        ),
      ].join(''),
    ),
  'polyrhythms-and-metric-modulation': () => {
    const ring = (cx: number, cy: number, r: number, count: number, colour: string, turn: number) => {
      const points = Array.from({ length: count }, (_, i) => {
        const a = (i / count) * Math.PI * 2 - Math.PI / 2 + turn;
        return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
      });
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="3" opacity=".5"/><path d="M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' L')} Z" fill="${colour}" opacity=".18" stroke="${colour}" stroke-width="3"/>${points.map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="14" fill="${colour}"/>`).join('')}`;
    };
    return picture(
      18,
      [
        ring(400, 250, 180, 4, '#ea580c', 0),
        ring(400, 250, 110, 3, '#d4a017', 0),
        label(400, 268, '3:4', 48, '#c2410c'),
      ].join(''),
    );
  },

  // Styles and genres
  'rock-drumming-essentials': () =>
    picture(
      19,
      [
        floorShadow(400, FLOOR, 320),
        cymbal({ cx: 230, cy: 120, rx: 130, tilt: -14, stand: FLOOR }),
        bassDrum({ cx: 450, cy: 300, r: 130, finish: 'wine' }),
        drum({ cx: 620, top: 300, rx: 100, depth: 110, finish: 'wine' }),
        stick(300, 40, 60, 240),
        `<path d="M130,80 l-40,-30 M120,120 l-50,0 M140,160 l-40,30" stroke="#ea580c" stroke-width="6" stroke-linecap="round"/>`,
      ].join(''),
    ),
  'funk-grooves': () =>
    picture(
      20,
      [
        floorShadow(360, FLOOR, 280),
        hiHat({ cx: 210, cy: 190, rx: 110, floor: FLOOR }),
        drum({ cx: 470, top: 270, rx: 140, depth: 80, snare: true, lugs: 6 }),
        standTo(470, 350, FLOOR),
        stick(350, 100, 40, 240),
        ...[0, 1, 2].map(
          (i) =>
            `<circle cx="${560 + i * 60}" cy="${120 - i * 10}" r="${i === 1 ? 22 : 12}" fill="${i === 1 ? '#ea580c' : 'none'}" stroke="#ea580c" stroke-width="4" stroke-dasharray="${i === 1 ? '0' : '5 5'}"/>`,
        ),
      ].join(''),
    ),
  'jazz-ride-and-comping': () =>
    picture(
      21,
      [
        floorShadow(400, FLOOR, 280),
        cymbal({ cx: 380, cy: 170, rx: 230, tilt: -5, stand: FLOOR }),
        stick(640, 40, 150, 240),
        paper(
          560,
          270,
          210,
          150,
          -4,
          [
            staffLines(15, 50, 180, 12),
            notes(
              50,
              [
                { x: 50, pos: -1, head: 'x' },
                { x: 95, pos: -1, head: 'x' },
                { x: 125, pos: -1, head: 'x' },
                { x: 165, pos: -1, head: 'x' },
              ],
              [[1, 2]],
              1,
              12,
            ),
          ].join(''),
        ),
      ].join(''),
    ),
  'bossa-nova-and-samba': () =>
    picture(
      22,
      [
        floorShadow(400, FLOOR, 320),
        `<path d="M180,150 Q140,300 175,${FLOOR} L285,${FLOOR} Q320,300 280,150 Z" fill="url(#wood)"/><ellipse cx="230" cy="150" rx="52" ry="14" fill="url(#head)" stroke="#57534e" stroke-width="4"/>`,
        `<path d="M290,190 Q255,320 285,${FLOOR} L385,${FLOOR} Q415,320 380,190 Z" fill="url(#teal)"/><ellipse cx="335" cy="190" rx="47" ry="13" fill="url(#head)" stroke="#57534e" stroke-width="4"/>`,
        drum({ cx: 580, top: 280, rx: 120, depth: 70, snare: true }),
        standTo(580, 350, FLOOR),
        stick(480, 282, 4, 200),
        label(600, 150, 'x · · x · · x ·', 30, '#c2410c', 'middle', 700),
      ].join(''),
      [[420, 115, 790, 165]],
    ),
  'reggae-one-drop': () =>
    picture(
      23,
      [
        floorShadow(400, FLOOR, 300),
        drum({ cx: 300, top: 260, rx: 150, depth: 80, snare: true, lugs: 6 }),
        standTo(300, 340, FLOOR),
        stick(170, 262, 2, 230),
        bassDrum({ cx: 590, cy: 320, r: 110, finish: 'teal' }),
        ...[1, 2, 3, 4].map(
          (beat, i) =>
            `<circle cx="${420 + i * 80}" cy="110" r="${beat === 3 ? 26 : 12}" fill="${beat === 3 ? '#ea580c' : 'none'}" stroke="#ea580c" stroke-width="4"/>`,
        ),
        ...[1, 2, 3, 4].map((beat, i) =>
          label(420 + i * 80, 180, String(beat), 30, beat === 3 ? '#c2410c' : '#78716c'),
        ),
      ].join(''),
      [[390, 75, 730, 190]],
    ),
  'metal-drumming-fundamentals': () =>
    picture(
      24,
      [
        floorShadow(400, FLOOR, 330),
        cymbal({ cx: 160, cy: 110, rx: 110, tilt: -16, stand: FLOOR, kind: 'china' }),
        cymbal({ cx: 640, cy: 100, rx: 120, tilt: 14, stand: FLOOR }),
        bassDrum({ cx: 300, cy: 320, r: 115, finish: 'wine' }),
        bassDrum({ cx: 500, cy: 320, r: 115, finish: 'wine' }),
        drum({ cx: 400, top: 150, rx: 70, depth: 70, finish: 'wine' }),
      ].join(''),
    ),
};
