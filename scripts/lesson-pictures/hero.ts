/**
 * The home page's hero art: a lit drum kit on a dark stage. Two crops of one scene: a wide one
 * with the kit in the right third (the words sit left, the play button and scroll cue in the
 * middle), and a tall one for phones with the kit kept to the lower corners, clear of the words.
 */
import { bassDrum, cymbal, drum, DEFS, hiHat, standTo } from './parts';

const STAGE = '#0c0a09';

function scene(
  width: number,
  height: number,
  body: string,
  light: { x: number; spread: number },
  floor: number,
): string {
  const glow = `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ea580c" stop-opacity=".45"/><stop offset="1" stop-color="#ea580c" stop-opacity="0"/></radialGradient>`;
  const beam = `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a" stop-opacity=".28"/><stop offset="1" stop-color="#fde68a" stop-opacity=".04"/></linearGradient>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    DEFS.replace('</defs>', `${glow}${beam}</defs>`),
    `<rect width="${width}" height="${height}" fill="${STAGE}"/>`,
    `<path d="M${light.x - 40},0 L${light.x + 40},0 L${light.x + light.spread},${floor} L${light.x - light.spread},${floor} Z" fill="url(#beam)"/>`,
    `<ellipse cx="${light.x}" cy="${floor}" rx="${light.spread * 1.3}" ry="${light.spread * 0.3}" fill="url(#glow)"/>`,
    body,
    `</svg>\n`,
  ].join('\n');
}

/** Wide: the kit between x 980 and 1600, so the centre of the picture stays empty. */
export function heroWide(): string {
  const floor = 860;
  return scene(
    1600,
    900,
    [
      cymbal({ cx: 1120, cy: 360, rx: 120, tilt: -12, stand: floor }),
      cymbal({ cx: 1500, cy: 390, rx: 130, tilt: 10, stand: floor }),
      hiHat({ cx: 1030, cy: 520, rx: 80, floor }),
      drum({ cx: 1210, top: 470, rx: 72, depth: 70 }),
      drum({ cx: 1360, top: 465, rx: 76, depth: 74 }),
      bassDrum({ cx: 1290, cy: 690, r: 150 }),
      drum({ cx: 1130, top: 620, rx: 88, depth: 50, snare: true }),
      standTo(1130, 670, floor),
      drum({ cx: 1490, top: 610, rx: 95, depth: 160 }),
    ].join(''),
    { x: 1290, spread: 330 },
    floor,
  );
}

/** Tall, for phones: a hi-hat low on the left and the floor tom low on the right, half off the edge. */
export function heroTall(): string {
  const floor = 1380;
  return scene(
    800,
    1400,
    [
      cymbal({ cx: 40, cy: 1010, rx: 150, tilt: -10, stand: floor }),
      hiHat({ cx: 90, cy: 1150, rx: 110, floor }),
      cymbal({ cx: 790, cy: 980, rx: 170, tilt: 12, stand: floor }),
      drum({ cx: 760, top: 1150, rx: 130, depth: 200 }),
    ].join(''),
    { x: 400, spread: 300 },
    floor,
  );
}
