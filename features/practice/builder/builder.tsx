import { classes } from '@/styles/sx';
import { engrave } from '@/features/practice/engrave/engrave';
import { BEAT_SHADE, GRID_CELL, GRID_SCROLL_SHADOWS, VERDICT_MARKS } from '@/features/practice/ui/groove';
import { notationClasses } from '@/features/practice/ui/notation';
import { practiceClasses } from '@/features/practice/ui/practice.styles';
import { speedTrainerSetup } from '@/features/practice/ui/speed-trainer-setup';
import type { Words } from '@/lib/content';
import { BuilderIsland } from './lazy';
import { grooveOf, rockBeat } from './draft';

/** The builder's own styles; the controls and the player use the practice tools' (practice.styles.tsx). */
function builderClasses() {
  return classes({
    toolbar: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      gap: '3',
      mb: '4',
      _print: { display: 'none' },
    },
    figure: {
      m: '0',
      mb: '8',
      p: { base: '3', sm: '4', md: '5' },
      bg: 'bg.panel',
      borderWidth: '1px',
      borderColor: 'border',
      rounded: 'xl',
      _print: { border: '0', p: '0' },
      '& [data-stale] svg': { opacity: '0.45' },
    },
    caption: {
      mb: '3',
      fontSize: 'sm',
      color: 'fg.muted',
      '& strong': { fontFamily: 'heading', fontSize: 'lg', color: 'fg' },
    },
    // The grid scrolls sideways inside its box on a phone; the page never does.
    grid: {
      position: 'relative',
      overflowX: 'auto',
      maxW: 'full',
      mb: '2',
      background: GRID_SCROLL_SHADOWS,
      _print: { display: 'none' },
    },
    table: { borderCollapse: 'collapse', fontSize: 'sm', lineHeight: '1.2' },
    corner: [GRID_CELL, { position: 'sticky', insetStart: '0', zIndex: '1', bg: 'bg.panel' }],
    name: [
      GRID_CELL,
      {
        position: 'sticky',
        insetStart: '0',
        zIndex: '1',
        bg: 'bg.panel',
        textAlign: 'start',
        pe: '3',
        whiteSpace: 'nowrap',
        fontWeight: 'semibold',
      },
    ],
    count: [
      GRID_CELL,
      {
        minW: '7',
        px: '1',
        fontWeight: 'normal',
        color: 'fg.muted',
        '&[data-beat]': { fontWeight: 'bold', color: 'fg' },
      },
    ],
    // At least 28 px a side: a finger's target on a phone (WCAG asks for 24).
    cell: [
      GRID_CELL,
      {
        minW: '7',
        h: '8',
        color: 'brand.fg',
        cursor: 'pointer',
        // A quick second tap changes the stroke again rather than zooming the page.
        touchAction: 'manipulation',
        borderStartWidth: '1px',
        '&[data-beat]': { bg: BEAT_SHADE },
        '&[data-char="g"]': { color: 'fg.muted' },
        '&:hover': { bg: 'bg.muted' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'brand.fg', outlineOffset: '-2px' },
        '&[data-now]': { bg: 'brand.subtle' },
        '&[data-verdict]': { position: 'relative' },
        ...VERDICT_MARKS,
      },
    ],
    lessonText: {
      display: 'block',
      w: 'full',
      mt: '2',
      p: '3',
      fontFamily: 'mono',
      fontSize: 'sm',
      bg: 'bg.muted',
      rounded: 'md',
      borderWidth: '1px',
      borderColor: 'border',
      resize: 'vertical',
    },
    takeAway: { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '3', mb: '2', _print: { display: 'none' } },
    heading: {
      fontFamily: 'heading',
      fontWeight: 'bold',
      fontSize: '2xl',
      mt: '10',
      mb: '2',
      _print: { display: 'none' },
    },
  });
}

/**
 * The groove builder, drawn on the server with its first groove (a bar of rock beat in 4/4, its grid and its
 * notation engraved at build time), so the page reads whole before and without its script; the island then
 * opens a groove from the address and takes over.
 */
export function GrooveBuilder({
  words,
  practice,
  takeAway,
}: {
  words: Words['builder'];
  practice: Words['practice'];
  takeAway: { title: string; intro?: string };
}) {
  const first = rockBeat(words.untitled);
  const own = builderClasses();
  const notation = notationClasses();
  const player = practiceClasses();
  return (
    <>
      {own.styles}
      {notation.styles}
      {player.styles}
      <noscript>
        <p>{words.noScript}</p>
      </noscript>
      <BuilderIsland
        classes={{ ...own.names, notation: notation.names.root }}
        player={player.names}
        words={words}
        practice={{
          play: practice.play,
          stop: practice.stop,
          tempo: practice.tempo,
          noSound: practice.noSound,
          playGroove: practice.playGroove,
          looping: practice.looping,
          playAlong: practice.playAlong,
          playAlongUnavailable: practice.playAlongUnavailable,
          playAlongBest: practice.playAlongBest,
          sticking: practice.sticking,
          feet: practice.feet,
          dynamics: practice.dynamics,
          bar: practice.bar,
          barOne: practice.barOne,
          barMany: practice.barMany,
          bpm: practice.bpm,
          notation: practice.notation,
          held: practice.held,
          drum: practice.drum,
        }}
        speedTrainer={speedTrainerSetup(practice)}
        first={first}
        firstNotation={engrave(grooveOf(first), { twoALine: false })}
        takeAway={takeAway}
      />
    </>
  );
}
