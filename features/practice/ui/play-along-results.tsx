'use client';

import { useId } from 'react';
import { TEMPO_RANGE, type Voice } from '@/features/practice/groove/language';
import type { PracticeClasses } from '@/features/practice/ui/practice.styles';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { isSteady, onTimeShare, type GapTally, type Summary, type Tally } from '../play-along/match';
import type { RunResult } from '../play-along/scoring';
import { TimingChart } from './timing-chart';

/** A run's results: its figures, by drum when the input tells drums apart, and the next tempo when it was steady. */
export function PlayAlongResults({
  result,
  words,
  drums,
  classes,
  tempoStep,
  setTempo,
}: {
  result: RunResult;
  words: Words['playAlong'];
  drums: readonly { voice: Voice; name: string }[];
  classes: PracticeClasses;
  tempoStep: number;
  setTempo: (bpm: number) => void;
}) {
  const { summary, windowMs, bpm } = result;
  const id = useId();
  const timing = (tally: Summary | NonNullable<Summary['byVoice']>[Voice]) => {
    if (!tally || tally.meanMs === undefined) return '';
    const ms = Math.round(Math.abs(tally.meanMs));
    const spread = Math.round(tally.spreadMs ?? 0);
    return ms < 1
      ? fillIn(words.centred, { spread })
      : fillIn(tally.meanMs > 0 ? words.dragging : words.rushing, { ms, spread });
  };
  const meanWords = (tally: Tally) => {
    if (tally.meanMs === undefined) return '—';
    const ms = Math.round(Math.abs(tally.meanMs));
    return ms === 0 ? words.onTheBeat : fillIn(tally.meanMs > 0 ? words.msLate : words.msEarly, { ms });
  };
  const gapLine = ({ sounding, silent, driftMsPerBeat: drift }: GapTally) =>
    silent.meanMs === undefined
      ? fillIn(words.gapNoneAlone, { notes: silent.notes })
      : fillIn(words.gapResult, {
          silent: meanWords(silent),
          sounding: meanWords(sounding),
          trend:
            drift === undefined
              ? words.gapFewAlone
              : Math.abs(drift) < 0.5
                ? words.gapSteady
                : fillIn(drift > 0 ? words.gapDriftLate : words.gapDriftEarly, {
                    ms: Number(Math.abs(drift).toFixed(1)),
                  }),
        });
  const steady = !result.tooShort && bpm !== undefined && isSteady(summary, windowMs);
  return (
    // Named by its label, not a heading: the panel sits under a lesson's h2 or h3, or straight under the metronome page's h1.
    <section aria-labelledby={`${id}-results`} data-play-along-results>
      <p id={`${id}-results`} className={classes.legend}>
        {words.results}
      </p>
      {result.tooShort ? <p className={classes.hint}>{words.tooShort}</p> : null}
      <p className={classes.hint} data-on-time>
        {fillIn(words.onTime, {
          onTime: summary.onTime,
          notes: summary.notes,
          percent: Math.round(onTimeShare(summary) * 100),
          window: windowMs,
        })}
      </p>
      <p className={classes.hint}>
        {fillIn(words.counts, {
          early: summary.early,
          late: summary.late,
          missed: summary.missed,
          extras: summary.extras,
        })}
      </p>
      <p className={classes.hint} data-timing>
        {timing(summary)}
      </p>
      {summary.gap ? (
        <p className={classes.hint} data-gap-result>
          {gapLine(summary.gap)}
        </p>
      ) : null}
      {result.byDrum && summary.byVoice ? (
        <table className={classes.table} data-by-drum>
          <thead>
            <tr>
              <th scope="col">{words.drum}</th>
              <th scope="col">{words.onTimeColumn}</th>
              <th scope="col">{words.mean}</th>
              <th scope="col">{words.spread}</th>
            </tr>
          </thead>
          <tbody>
            {drums.flatMap(({ voice, name }) => {
              const tally = summary.byVoice?.[voice];
              if (!tally) return [];
              const mean = tally.meanMs ?? 0;
              return [
                <tr key={voice} data-voice={voice}>
                  <th scope="row">{name}</th>
                  <td>
                    {tally.onTime}/{tally.notes}
                  </td>
                  <td data-mean={mean}>{meanWords(tally)}</td>
                  <td>{tally.spreadMs === undefined ? '—' : `${Math.round(tally.spreadMs)} ms`}</td>
                </tr>,
              ];
            })}
          </tbody>
        </table>
      ) : null}
      {result.plot && !result.tooShort ? (
        <TimingChart
          plot={result.plot}
          windowMs={windowMs}
          byDrum={result.byDrum}
          drums={drums}
          words={words}
          chartClass={classes.chart}
          keyClass={classes.hint}
          byBar={drums.length === 0}
        />
      ) : null}
      <p className={classes.hint} data-sign-key>
        {words.signs}
      </p>
      {result.best && bpm !== undefined ? (
        <p className={classes.hint}>{fillIn(words.newBest, { tempo: bpm })}</p>
      ) : null}
      {steady ? (
        <p className={classes.hint}>
          {fillIn(words.steadyOffer, { tempo: bpm })}{' '}
          <button
            type="button"
            className={classes.secondary}
            onClick={() => setTempo(Math.min(TEMPO_RANGE.max, bpm + tempoStep))}
          >
            {fillIn(words.nextTempo, { tempo: Math.min(TEMPO_RANGE.max, bpm + tempoStep) })}
          </button>
        </p>
      ) : null}
    </section>
  );
}
