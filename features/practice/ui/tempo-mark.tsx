import { Text } from '@/components/ui';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';

/**
 * A tempo as drum parts write it: 120 BPM, or ♪ = 120 where the beat counted is an eighth note (6/8, 12/8), with
 * words for screen readers (120 eighth notes a minute) in place of the sign.
 */
export function TempoMark({
  tempo,
  inEighths,
  words,
}: {
  tempo: number;
  inEighths: boolean;
  words: Pick<Words['practice'], 'bpm' | 'bpmEighths' | 'bpmEighthsSaid'>;
}) {
  if (!inEighths) return <>{fillIn(words.bpm, { tempo })}</>;
  return (
    <>
      <span aria-hidden="true">{fillIn(words.bpmEighths, { tempo })}</span>
      <Text as="span" srOnly>
        {fillIn(words.bpmEighthsSaid, { tempo })}
      </Text>
    </>
  );
}
