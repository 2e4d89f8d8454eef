import { Fragment, useId } from 'react';
import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { Kept } from '@/components/kept';
import { Box, Link, Text } from '@/components/ui';
import { classes } from '@/styles/sx';
import { GroovePlayerIsland } from './lazy';
import { DEFERRED, Notation } from './notation';
import { TempoMark } from './tempo-mark';
import { practiceClasses } from './practice.styles';
import { sentOnce } from './sent-once';
import { speedTrainerSetup } from './speed-trainer-setup';
import {
  describeNotes,
  parseGroove,
  VOICE_NAMES,
  VOICES,
  type GrooveAttributes,
  type Stroke,
} from '@/features/practice/groove/parse';
import { GROOVE_VIEWS, VIEW_ATTRIBUTE, VIEW_ROOT_ATTRIBUTE } from '@/features/practice/ui/view';
import { timelineOf } from '@/features/practice/groove/timeline';
import { packTimeline } from '@/features/practice/groove/timeline-pack';
import { STROKE_TABLE, strokeLegend } from '@/features/practice/groove/vocabulary';
import { grooveKey } from '@/features/progress/client';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { builderHref } from '@/lib/routes';
import { grooveAddress, MAX_ADDRESS_BARS } from '@/features/practice/groove/address';
import { stepGridOf } from './step-grid';
import { stepGridTable } from './step-grid-table';

type PracticeWords = Words['practice'];

/** About how tall a grid's row is on a phone (a line of small text, `py` 1.5 above and below, its border), in pixels. */
const GRID_ROW_HEIGHT = 30;

/** A grid cell's styles, shared with the groove builder's grid. */
export const GRID_CELL = {
  px: '0',
  py: '1.5',
  minW: '6',
  textAlign: 'center',
  borderBottomWidth: '1px',
  borderColor: 'border',
  borderStartColor: 'border.emphasized',
  // Where a bar starts, a heavier line; each beat's first step on a shaded column.
  '&[data-bar]': { borderStartWidth: '2px' },
  // The step the player is sounding: the line under it is brand.fg, which stands out at 3:1 or more in both themes.
  '&[data-now]': { bg: 'brand.subtle', boxShadow: 'inset 0 -3px 0 var(--chakra-colors-brand-fg)' },
} as const;

/**
 * Play-along's marks on a grid cell (play-along/marks.ts sets `data-verdict`): a sign in the cell's corner, in a
 * colour, never the colour alone. The sign is hidden from screen readers (`/ ""`): the cell says it in words.
 */
export const VERDICT_MARKS = {
  '&[data-verdict]::after': {
    position: 'absolute',
    top: '0',
    insetEnd: '0',
    fontSize: 'xs',
    lineHeight: '1',
    fontWeight: 'bold',
  },
  '&[data-verdict="on-time"]::after': { content: '"✓" / ""', color: 'fg.onTime' },
  // Early or late: by how many milliseconds, too (the cell's words say it to screen readers).
  '&[data-verdict="early"]::after': { content: '"◂" attr(data-ms) / ""', color: 'fg.offTime', fontSize: '2xs' },
  '&[data-verdict="late"]::after': { content: '"▸" attr(data-ms) / ""', color: 'fg.offTime', fontSize: '2xs' },
  '&[data-verdict="missed"]::after': { content: '"×" / ""', color: 'fg.error' },
  '&[data-verdict="missed"] > [aria-hidden]': { opacity: '0.5' },
} as const;

/** The shade of a beat's column in the grid: a faint tint of the text colour, so it shows in either theme. */
export const BEAT_SHADE = 'color-mix(in srgb, var(--chakra-colors-fg) 6%, transparent)';

export const GRID_SCROLL_SHADOWS = [
  'linear-gradient(to right, var(--chakra-colors-bg-panel) 30%, transparent) left center / 3rem 100% no-repeat local',
  'linear-gradient(to left, var(--chakra-colors-bg-panel) 30%, transparent) right center / 3rem 100% no-repeat local',
  // In the text colour, faint: a shade on the light theme, a glow on the dark one.
  'radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--chakra-colors-fg) 30%, transparent), transparent) right center / 1.25rem 100% no-repeat scroll',
].join(', ');

/**
 * Style objects merged as Chakra merges a list of them: nested selectors merged too, each key where it first came.
 * Chakra's own merge (utils/merge `mergeWith`) is not exported from the package, and its `css` merges a list only at
 * the top level, not under a selector.
 */
function merged(...styles: SystemStyleObject[]): SystemStyleObject {
  const out: Record<string, unknown> = {};
  for (const style of styles)
    for (const [key, value] of Object.entries(style)) {
      const before = out[key];
      out[key] =
        typeof value === 'object' && value !== null && typeof before === 'object' && before !== null
          ? merged(before as SystemStyleObject, value as SystemStyleObject)
          : value;
    }
  return out as SystemStyleObject;
}

/**
 * The grid's styles. A long groove has hundreds of cells, so no cell carries a class: the table's styles each kind
 * by its place, and the differences between cells are data attributes (the start of a beat or a bar, the stroke,
 * the step sounding, play-along's verdict).
 */
function gridClasses() {
  return classes({
    table: {
      borderCollapse: 'collapse',
      fontSize: 'sm',
      lineHeight: '1.2',
      w: 'full',
      // The drum names (and the empty corner above them) stay in view while a long grid scrolls sideways under them.
      '& th:not([data-step])': merged(GRID_CELL, {
        position: 'sticky',
        insetStart: '0',
        zIndex: '1',
        bg: 'bg.panel',
        textAlign: 'start',
        pe: '3',
        whiteSpace: 'nowrap',
        fontWeight: 'semibold',
      }),
      // Each column's count. A little air, so "trip let" and "e & a" read as separate counts on a narrow grid.
      '& th[data-step]': merged(GRID_CELL, {
        px: '1',
        fontWeight: 'normal',
        color: 'fg.muted',
        '&[data-beat]': { fontWeight: 'bold', color: 'fg' },
        // An extra hit near this step, from play-along.
        '&[data-extra]': { position: 'relative' },
        '&[data-extra]::after': {
          content: '"+" / ""',
          position: 'absolute',
          top: '0',
          insetEnd: '0',
          fontSize: 'xs',
          lineHeight: '1',
          color: 'fg.error',
          fontWeight: 'bold',
        },
      }),
      // A drum's steps.
      '& tr[data-voice] > td': merged(GRID_CELL, {
        color: 'brand.fg',
        // See-through, so the grid's scroll shadow shows over a beat's column too.
        '&[data-beat]': { bg: BEAT_SHADE },
        '&[data-stroke="ghost"]': { color: 'fg.muted' },
        '&[data-stroke="accent"]': { fontSize: 'md' },
        '&[data-now]': { bg: 'brand.subtle' },
        '&[data-verdict]': { position: 'relative' },
        ...VERDICT_MARKS,
      }),
      // The sticking, the feet's and the dynamics.
      '& tr:not([data-voice]) > td': merged(GRID_CELL, { fontWeight: 'semibold', '&[data-beat]': { bg: BEAT_SHADE } }),
      // The words only screen readers read: every word in the grid that is not a mark hidden from them.
      '& span:not([aria-hidden])': { srOnly: true },
    },
    // Relative, so the cells' screen-reader words (absolutely placed) scroll with it instead of widening the page.
    // A shadow at an edge where more of the grid lies beyond it, so a phone shows that the grid scrolls:
    // the panel-coloured covers move with the content and hide each shadow once its end is reached.
    region: {
      ...DEFERRED,
      position: 'relative',
      overflowX: 'auto',
      background: GRID_SCROLL_SHADOWS,
      _focusVisible: { outlineOffset: '2px' },
      _print: { display: 'none' },
    },
  });
}

const VIEW_WORD = { both: 'viewBoth', notation: 'viewNotation', grid: 'viewGrid' } as const;

/**
 * A groove from a lesson's text (`<Groove … />`), drawn on the server twice: as drum notation
 * (notation.tsx) and as a step grid, one row per drum, one column per step, counted as
 * drummers count ("1 e & a"). The grid is a table, so a screen reader can go along a row or
 * down a beat. Visitors choose to see either or both (radio buttons, switched by CSS, so
 * it works without JavaScript; the player remembers the choice). The content check has
 * already refused bad values; parsing here again turns a slip into a failed build, never a
 * broken page. In a lesson (`lessonSlug`), the player remembers on the visitor's device the
 * tempos the groove was played at and its speed trainer, under the lesson and the groove's title.
 */
export function Groove({
  words,
  lessonSlug,
  notationOnly = false,
  ...attributes
}: GrooveAttributes & {
  words: PracticeWords;
  lessonSlug?: string;
  /** Notation only, without the grid and the choice between them: where many short grooves share a page (the rudiments). */
  notationOnly?: boolean;
}) {
  const groove = parseGroove(attributes);
  const id = useId();
  const captionId = `${id}-caption`;
  const player = practiceClasses();
  const grid = gridClasses();
  const signature = `${groove.signature.beats}/${groove.signature.unit}`;
  const strokes = new Set(
    Object.values(groove.voices).flatMap((line) => line.filter((step): step is Stroke => step !== null)),
  );
  const stepGrid = stepGridOf(groove);
  const table = notationOnly ? '' : stepGridTable(stepGrid, { words, className: grid.names.table });
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
      // each line whole), rather than leave half a page blank. Paper gets the notation, whatever the view on
      // screen: it wraps to the page, where the grid would have to scroll.
      _print={{
        '& [data-notation]': { display: 'block !important' },
        p: '3',
        my: '4',
      }}
      css={
        notationOnly
          ? undefined
          : {
              [`&:has([${VIEW_ATTRIBUTE}="grid"]:checked) [data-notation]`]: { display: 'none' },
              [`&:has([${VIEW_ATTRIBUTE}="notation"]:checked) [data-grid]`]: { display: 'none' },
              // A remembered choice, from the first paint until the player checks its radio button (then the rules above hold).
              [`html[${VIEW_ROOT_ATTRIBUTE}="grid"] &:has([${VIEW_ATTRIBUTE}="both"]:checked) [data-notation]`]: {
                display: 'none',
              },
              [`html[${VIEW_ROOT_ATTRIBUTE}="notation"] &:has([${VIEW_ATTRIBUTE}="both"]:checked) [data-grid]`]: {
                display: 'none',
              },
            }
      }
      aria-labelledby={captionId}
      data-groove
    >
      {/* The caption holds the view choice too: a figcaption must be the figure's first or last child. The figure is named by the title and facts alone. */}
      <Box
        asChild
        display="flex"
        flexWrap="wrap"
        alignItems="baseline"
        justifyContent="space-between"
        columnGap="4"
        rowGap="2"
        mb="3"
        _print={{ breakAfter: 'avoid' }}
      >
        {/* Nothing in it changes in the browser (the view choice is CSS): sent once, in the HTML. */}
        <Kept tag="figcaption">
          <Box as="span" id={captionId}>
            <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="lg">
              {groove.title}
            </Text>
            <Text as="span" color="fg.muted" fontSize="sm">
              {' '}
              {/* Each fact stays on one line: "4 bars" never breaks between its number and its word. */}·{' '}
              <Text as="span" whiteSpace="nowrap">
                {signature}
              </Text>{' '}
              ·{' '}
              <Text as="span" whiteSpace="nowrap">
                {groove.bars === 1 ? words.barOne : fillIn(words.barMany, { count: groove.bars })}
              </Text>{' '}
              ·{' '}
              <Text as="span" whiteSpace="nowrap" data-tempo-mark>
                <TempoMark tempo={groove.tempo} inEighths={groove.signature.unit === 8} words={words} />
              </Text>
            </Text>
          </Box>
          <Box display="flex" flexWrap="wrap" alignItems="center" columnGap="4" rowGap="2">
            {groove.bars > MAX_ADDRESS_BARS ? null : (
              <Link
                href={builderHref(grooveAddress(groove))}
                aria-label={fillIn(words.editCopyOf, { title: groove.title })}
                fontSize="sm"
                color="fg.link"
                display="inline-flex"
                alignItems="center"
                minH="8"
                data-edit-copy
                _print={{ display: 'none' }}
              >
                {words.editCopy}
              </Link>
            )}
            {notationOnly ? null : (
              <Box
                as="fieldset"
                display="flex"
                alignItems="center"
                gap="1"
                fontSize="sm"
                m="0"
                p="0"
                border="0"
                _print={{ display: 'none' }}
              >
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
                    <input
                      type="radio"
                      name={`${id}-view`}
                      value={view}
                      {...{ [VIEW_ATTRIBUTE]: view }}
                      defaultChecked={view === 'both'}
                    />
                    {words[VIEW_WORD[view]]}
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Kept>
      </Box>
      <Notation groove={groove} label={fillIn(words.notation, { title: groove.title, notes })} />
      {notationOnly ? null : (
        <>
          {grid.styles}
          <Box data-grid>
            {/* Long grooves scroll sideways on a phone; the region can take focus so keyboards can scroll it too. */}
            <Kept
              className={grid.names.region}
              tabIndex={0}
              role="region"
              aria-label={fillIn(words.stepGrid, { title: groove.title })}
              // Its head and a row a line, each about 30 px high: the placeholder's height until it comes near.
              style={{ containIntrinsicBlockSize: `auto ${GRID_ROW_HEIGHT * (stepGrid.rows.length + 1)}px` }}
              dangerouslySetInnerHTML={{ __html: table }}
            />
          </Box>
        </>
      )}
      {player.styles}
      <Box mt="4" _print={{ display: 'none' }}>
        <noscript>
          <Text fontSize="sm" mb="3">
            {notationOnly ? words.grooveNoScriptNotation : words.grooveNoScript}
          </Text>
        </noscript>
        <GroovePlayerIsland
          title={groove.title}
          timeline={packTimeline(timelineOf(groove))}
          initialTempo={groove.tempo}
          recordKey={lessonSlug ? grooveKey(lessonSlug, groove.title) : undefined}
          speedTrainer={sentOnce(speedTrainerSetup(words))}
          words={sentOnce({
            play: words.play,
            stop: words.stop,
            tempo: words.tempo,
            noSound: words.noSound,
            playGroove: words.playGroove,
            looping: words.looping,
            playAlong: words.playAlong,
            playAlongUnavailable: words.playAlongUnavailable,
            playAlongBest: words.playAlongBest,
          })}
          drums={VOICES.filter((voice) => groove.voices[voice]).map((voice) => ({ voice, name: VOICE_NAMES[voice] }))}
        />
      </Box>
      {notationOnly ? null : (
        <Text fontSize="xs" color="fg.muted" mt="3" mb="0" data-grid _print={{ display: 'none' }}>
          {(Object.keys(STROKE_TABLE) as Stroke[])
            .filter((stroke) => strokes.has(stroke))
            .map((stroke, index) => (
              <Fragment key={stroke}>
                {index > 0 ? ' · ' : null}
                <span aria-hidden="true">{STROKE_TABLE[stroke].mark}</span> {strokeLegend(stroke)}
              </Fragment>
            ))}
        </Text>
      )}
    </Box>
  );
}
