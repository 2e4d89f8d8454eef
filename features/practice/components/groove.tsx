import { Fragment, useId } from 'react';
import { Box, chakra, Text, VisuallyHidden } from '@/components/ui';
import { GroovePlayerIsland } from './lazy';
import { Notation } from './notation';
import { practiceClasses } from './practice.styles';
import {
  countOf,
  describeNotes,
  parseGroove,
  STROKE_NAMES,
  VOICE_NAMES,
  VOICES,
  type Groove as GrooveData,
  type GrooveAttributes,
  type Stroke,
} from '@/features/practice/notation/groove';
import { GROOVE_VIEWS, VIEW_ATTRIBUTE, VIEW_ROOT_ATTRIBUTE } from '@/features/practice/notation/kit';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';

type PracticeWords = Words['practice'];

/** How each stroke looks in the grid; a screen reader hears its name (STROKE_NAMES). */
const STROKE: Record<Stroke, { mark: string; legend: string }> = {
  hit: { mark: '●', legend: 'hit' },
  accent: { mark: '▲', legend: 'accent' },
  // In parentheses, as drum parts write a ghost note: a faint small circle was hard to see at arm's length.
  ghost: { mark: '(•)', legend: 'ghost note' },
  open: { mark: '○', legend: 'open hi-hat' },
  bell: { mark: '◆', legend: 'ride bell' },
  cross: { mark: '⊗', legend: 'cross-stick' },
};

const cell = {
  px: '0',
  py: '1.5',
  minW: '6',
  textAlign: 'center',
  borderBottomWidth: '1px',
  borderColor: 'border',
  // The step the player is sounding: the line under it is brand.fg, which stands out at 3:1 or more in both themes.
  css: { '&[data-now]': { bg: 'brand.subtle', boxShadow: 'inset 0 -3px 0 var(--chakra-colors-brand-fg)' } },
} as const;

/** The drum names stay in view while a long grid scrolls sideways under them. */
const pinned = { position: 'sticky', insetStart: '0', zIndex: '1', bg: 'bg.panel' } as const;

/** On paper a grid may not scroll: it is printed a row of whole bars at a time, at most this many steps a row. */
const PRINTED_STEPS_PER_ROW = 20;

/**
 * The grid of steps `from` to `to` (exclusive) of a groove. `live` marks the cells with their
 * step (`data-step`), for the player to light the one it sounds: the screen's grid only.
 */
function StepTable({ groove, from, to, live, words }: { groove: GrooveData; from: number; to: number; live: boolean; words: PracticeWords }) {
  const beatStart = (step: number) => step % groove.stepsPerBeat === 0;
  const barStart = (step: number) => step % groove.stepsPerBar === 0;
  const steps = Array.from({ length: to - from }, (_, index) => from + index);
  const bar = (step: number) => Math.floor(step / groove.stepsPerBar) + 1;
  return (
    <chakra.table borderCollapse="collapse" fontSize="sm" lineHeight="1.2" w="full">
      <thead>
        <tr>
          <chakra.th scope="col" {...cell} {...pinned} textAlign="start" pe="3">
            <VisuallyHidden>{words.drum}</VisuallyHidden>
          </chakra.th>
          {steps.map((step) => (
            <chakra.th
              key={step}
              data-step={live ? step : undefined}
              scope="col"
              {...cell}
              // A little air, so "trip let" and "e & a" read as separate counts on a narrow grid.
              px="1"
              fontWeight={beatStart(step) ? 'bold' : 'normal'}
              color={beatStart(step) ? 'fg' : 'fg.muted'}
              borderStartWidth={barStart(step) && step > from ? '2px' : '0'}
              borderStartColor="border.emphasized"
            >
              {/* Where a bar starts, so a screen reader going along a row of a long groove knows which bar it is in. */}
              {groove.bars > 1 && barStart(step) ? <VisuallyHidden>{fillIn(words.bar, { number: bar(step) })} </VisuallyHidden> : null}
              {countOf(step % groove.stepsPerBar, groove.stepsPerBeat)}
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {VOICES.filter((voice) => groove.voices[voice]).map((voice) => (
          <tr key={voice}>
            <chakra.th scope="row" {...cell} {...pinned} textAlign="start" pe="3" whiteSpace="nowrap" fontWeight="semibold">
              {VOICE_NAMES[voice]}
            </chakra.th>
            {steps.map((step) => {
              const stroke = groove.voices[voice]![step];
              return (
                <chakra.td
                  key={step}
                  data-step={live ? step : undefined}
                  {...cell}
                  data-stroke={stroke ?? undefined}
                  color={stroke === 'ghost' ? 'fg.muted' : 'brand.fg'}
                  fontSize={stroke === 'accent' ? 'md' : 'sm'}
                  bg={beatStart(step) ? 'bg.muted' : undefined}
                  borderStartWidth={barStart(step) && step > from ? '2px' : '0'}
                  borderStartColor="border.emphasized"
                >
                  {stroke ? (
                    <>
                      <span aria-hidden="true">{STROKE[stroke].mark}</span>
                      <VisuallyHidden>{STROKE_NAMES[stroke]}</VisuallyHidden>
                    </>
                  ) : null}
                </chakra.td>
              );
            })}
          </tr>
        ))}
        {groove.sticking ? (
          <tr>
            <chakra.th scope="row" {...cell} {...pinned} textAlign="start" pe="3" whiteSpace="nowrap" fontWeight="semibold">
              {words.sticking}
            </chakra.th>
            {steps.map((step) => (
              <chakra.td
                key={step}
                {...cell}
                fontWeight="semibold"
                bg={beatStart(step) ? 'bg.muted' : undefined}
                borderStartWidth={barStart(step) && step > from ? '2px' : '0'}
                borderStartColor="border.emphasized"
              >
                {groove.sticking![step]}
              </chakra.td>
            ))}
          </tr>
        ) : null}
      </tbody>
    </chakra.table>
  );
}

const VIEW_WORD = { both: 'viewBoth', notation: 'viewNotation', grid: 'viewGrid' } as const;

/**
 * A groove from a lesson's text (`<Groove … />`), drawn on the server twice: as drum notation
 * (notation.tsx) and as a step grid, one row per drum, one column per step, counted as
 * drummers count ("1 e & a"). The grid is a table, so a screen reader can go along a row or
 * down a beat. Visitors choose to see either or both (radio buttons, switched by CSS, so
 * it works without JavaScript; the player remembers the choice). The content check has
 * already refused bad values; parsing here again turns a slip into a failed build, never a
 * broken page.
 */
export function Groove({ words, ...attributes }: GrooveAttributes & { words: PracticeWords }) {
  const groove = parseGroove(attributes);
  const id = useId();
  const captionId = `${id}-caption`;
  const player = practiceClasses();
  const steps = groove.steps;
  const signature = `${groove.signature.beats}/${groove.signature.unit}`;
  const barsPerPrintedRow = Math.max(1, Math.floor(PRINTED_STEPS_PER_ROW / groove.stepsPerBar));
  const printedRows = Array.from({ length: Math.ceil(groove.bars / barsPerPrintedRow) }, (_, row) => ({
    from: row * barsPerPrintedRow * groove.stepsPerBar,
    to: Math.min(steps, (row + 1) * barsPerPrintedRow * groove.stepsPerBar),
  }));
  const strokes = new Set(Object.values(groove.voices).flatMap((line) => line.filter((step): step is Stroke => step !== null)));
  const notes = describeNotes(groove, { bar: (number) => fillIn(words.bar, { number }), sticking: words.sticking });
  return (
    <Box
      as="figure"
      className="not-prose"
      my="8"
      p={{ base: '3', sm: '4', md: '5' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      // On paper a long groove may run on to the next page between two lines of music (notation.tsx keeps
      // each line whole), rather than leave half a page blank. Paper always gets the notation, and the grid
      // too when the visitor chose to see the grid: a lesson with both would run to four pages.
      _print={{
        '& [data-notation]': { display: 'block !important' },
        [`&:not(:has([${VIEW_ATTRIBUTE}="grid"]:checked)) :is([data-printed-grid], [data-legend])`]: { display: 'none' },
        p: '3',
        my: '4',
      }}
      css={{
        [`&:has([${VIEW_ATTRIBUTE}="grid"]:checked) [data-notation]`]: { display: 'none' },
        [`&:has([${VIEW_ATTRIBUTE}="notation"]:checked) [data-grid]`]: { display: 'none' },
        // A remembered choice, from the first paint until the player checks its radio button (then the rules above hold).
        [`html[${VIEW_ROOT_ATTRIBUTE}="grid"] &:has([${VIEW_ATTRIBUTE}="both"]:checked) [data-notation]`]: { display: 'none' },
        [`html[${VIEW_ROOT_ATTRIBUTE}="notation"] &:has([${VIEW_ATTRIBUTE}="both"]:checked) [data-grid]`]: { display: 'none' },
      }}
      aria-labelledby={captionId}
      data-groove
    >
      <Box display="flex" flexWrap="wrap" alignItems="baseline" justifyContent="space-between" columnGap="4" rowGap="2" mb="3" _print={{ breakAfter: 'avoid' }}>
        <Box as="figcaption" id={captionId}>
          <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="lg">
            {groove.title}
          </Text>
          <Text as="span" color="fg.muted" fontSize="sm">
            {' '}
            · {signature} · {groove.bars === 1 ? words.barOne : fillIn(words.barMany, { count: groove.bars })} ·{' '}
            {fillIn(words.bpm, { tempo: groove.tempo })}
          </Text>
        </Box>
        <Box as="fieldset" display="flex" alignItems="center" gap="1" fontSize="sm" m="0" p="0" border="0" _print={{ display: 'none' }}>
          <Box as="legend" float="left" color="fg.muted" me="1">
            {words.view}
          </Box>
          {GROOVE_VIEWS.map((view) => (
            <Box
              as="label"
              key={view}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              minH="8"
              px="2"
              rounded="md"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              css={{ '& input': { boxSize: '4', accentColor: 'var(--chakra-colors-brand-solid)' } }}
            >
              <input type="radio" name={`${id}-view`} value={view} {...{ [VIEW_ATTRIBUTE]: view }} defaultChecked={view === 'both'} />
              {words[VIEW_WORD[view]]}
            </Box>
          ))}
        </Box>
      </Box>
      <Notation groove={groove} label={fillIn(words.notation, { title: groove.title, notes })} />
      <Box data-grid>
        {/* Long grooves scroll sideways on a phone; the region can take focus so keyboards can scroll it too.
            Relative, so the cells' screen-reader words (absolutely placed) scroll with it instead of widening the page. */}
        <Box
          position="relative"
          overflowX="auto"
          tabIndex={0}
          role="region"
          aria-label={fillIn(words.stepGrid, { title: groove.title })}
          _focusVisible={{ outlineOffset: '2px' }}
          _print={{ display: 'none' }}
        >
          <StepTable groove={groove} from={0} to={steps} live words={words} />
        </Box>
        {/* Paper cannot scroll: the same grid, a row of whole bars at a time. Not there on screen, so not read twice. */}
        <Box display="none" _print={{ display: 'block' }} data-printed-grid>
          {printedRows.map(({ from, to }) => (
            <Box key={from} mb="3" breakInside="avoid">
              <StepTable groove={groove} from={from} to={to} live={false} words={words} />
            </Box>
          ))}
        </Box>
      </Box>
      {player.styles}
      <Box mt="4" _print={{ display: 'none' }}>
        <noscript>
          <Text fontSize="sm" mb="3">
            {words.grooveNoScript}
          </Text>
        </noscript>
        <GroovePlayerIsland
          classes={player.names}
          title={groove.title}
          voices={groove.voices}
          steps={groove.steps}
          beatsPerBar={groove.signature.beats}
          stepsPerBeat={groove.stepsPerBeat}
          initialTempo={groove.tempo}
          words={{
            play: words.play,
            stop: words.stop,
            tempo: words.tempo,
            noSound: words.noSound,
            playGroove: words.playGroove,
            looping: words.looping,
          }}
        />
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="3" mb="0" data-grid data-legend>
        {Object.entries(STROKE)
          .filter(([stroke]) => strokes.has(stroke as Stroke))
          .map(([, { mark, legend }], index) => (
            <Fragment key={legend}>
              {index > 0 ? ' · ' : null}
              <span aria-hidden="true">{mark}</span> {legend}
            </Fragment>
          ))}
      </Text>
    </Box>
  );
}
