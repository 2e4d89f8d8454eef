import { parseMetronome } from '@/features/practice/groove/metronome-settings';
import type { Words } from '@/lib/content';
import { METRONOME_KEY } from '@/features/progress/client';
import { ROUTES } from '@/lib/routes';
import { MetronomeIsland } from './lazy';
import { practiceClasses } from './practice.styles';
import { speedTrainerSetup } from './speed-trainer-setup';

interface MetronomeProps {
  tempo?: string;
  signature?: string;
  clicks?: string;
  title?: string;
  words: Words['practice'];
  /** On /metronome itself: no link to the page the visitor is on, and its tempos and speed trainer are remembered on the device. */
  standalone?: boolean;
}

/**
 * The metronome, as a lesson's text places it (`<Metronome tempo="60" />`, optionally with a
 * signature and what it clicks: `clicks="2 and 4"`) or on its own page.
 * Its controls are plain HTML; the sound engine loads when a visitor first presses Start. In a
 * lesson it links to its own page, the one way there besides the sitemap (the header and footer
 * hold the five main pages only).
 */
export function Metronome({ tempo, signature, clicks, title, words, standalone = false }: MetronomeProps) {
  const { names, styles } = practiceClasses();
  const settings = parseMetronome({ tempo, signature, clicks });
  return (
    <>
      {styles}
      <noscript>
        <p>{words.metronomeNoScript}</p>
      </noscript>
      <MetronomeIsland
        title={title ?? words.metronome}
        words={{
          start: words.start,
          stop: words.stop,
          beats: words.beats,
          beat: words.beat,
          tempo: words.tempo,
          tapTempo: words.tapTempo,
          timeSignature: words.timeSignature,
          clicks: words.clicks,
          accentBeatOne: words.accentBeatOne,
          hint: words.hint,
          compoundHint: words.compoundHint,
          backbeatHint: words.backbeatHint,
          noSound: words.noSound,
          playAlong: words.playAlong,
          playAlongUnavailable: words.playAlongUnavailable,
          playAlongBest: words.playAlongBest,
        }}
        initialTempo={settings.tempo}
        initialSignature={`${settings.signature.beats}/${settings.signature.unit}`}
        initialClicks={settings.clicks}
        recordKey={standalone ? METRONOME_KEY : undefined}
        speedTrainer={speedTrainerSetup(words)}
      />
      {standalone ? null : (
        <p className={names.elsewhere}>
          {words.elsewhere} <a href={ROUTES.metronome}>{words.elsewhereLink}</a>.
        </p>
      )}
    </>
  );
}
