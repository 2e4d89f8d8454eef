import { parseMetronome } from '@/lib/metronome-settings';
import { MetronomeIsland } from './lazy';
import { practiceClasses } from './practice.styles';

/**
 * The metronome, as a lesson's text places it (`<Metronome tempo="60" />`) or on its own page.
 * Its controls are plain HTML; the sound engine loads when a visitor first presses Start.
 */
export function Metronome({ tempo, signature, title = 'Metronome' }: { tempo?: string; signature?: string; title?: string }) {
  const { names, styles } = practiceClasses();
  const settings = parseMetronome({ tempo, signature });
  return (
    <>
      {styles}
      <noscript>
        <p>The metronome needs JavaScript to make a sound; everything else on this page works without it.</p>
      </noscript>
      <MetronomeIsland classes={names} title={title} initialTempo={settings.tempo} initialSignature={`${settings.signature.beats}/${settings.signature.unit}`} />
    </>
  );
}
