import { Box, chakra, Text } from '@/components/ui';
import { engraveKeyNote } from '@/features/practice/engrave/engrave';
import { VOICE_NAMES, VOICES, type Stroke, type Voice } from '@/features/practice/groove/parse';
import { DRUM_KEY } from '@/features/practice/groove/score';
import { STROKE_TABLE } from '@/features/practice/groove/vocabulary';
import type { Words } from '@/lib/content';

/** Every entry of the drum key, drums first, then the strokes that change how a note is written: for the page and for print. */
export function drumKeyEntries(): { drum: Voice; stroke: Stroke; name: string; place: string }[] {
  const marks = (Object.keys(STROKE_TABLE) as Stroke[]).flatMap((stroke) => {
    const key = STROKE_TABLE[stroke].key;
    return key ? [{ stroke, ...key }] : [];
  });
  return [
    ...VOICES.map((drum) => ({ drum, stroke: 'hit' as Stroke, name: VOICE_NAMES[drum], place: DRUM_KEY[drum].place })),
    ...marks,
  ];
}

/**
 * The drum key, as the notation on this site writes it (`<DrumKey />` in a lesson): every drum
 * on its own short staff with its name and place, then the marks that change a note. The
 * names are text, so a screen reader reads the key as a list; the little staves are pictures of
 * what the words say.
 */
export function DrumKey({ words }: { words: Pick<Words['practice'], 'drumKey'> }) {
  const entries = drumKeyEntries();
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
      _print={{ breakInside: 'avoid' }}
      data-drum-key
    >
      <Box as="figcaption" fontFamily="heading" fontWeight="bold" fontSize="lg" mb="3">
        {words.drumKey}
      </Box>
      {/* Five to a row on paper, where the key is read beside a printed lesson and must not push it onto another page. */}
      <chakra.ul
        display="grid"
        gridTemplateColumns="repeat(auto-fill, minmax(9rem, 1fr))"
        gap="3"
        listStyleType="none"
        p="0"
        m="0"
        _print={{ gridTemplateColumns: 'repeat(5, 1fr)', gap: '2', fontSize: 'xs' }}
      >
        {entries.map(({ drum, stroke, name, place }) => (
          <chakra.li
            key={`${drum}-${stroke}`}
            display="flex"
            alignItems="center"
            gap="2"
            color="fg"
            _print={{ color: 'black' }}
          >
            <Box
              flexShrink="0"
              w="10"
              aria-hidden="true"
              css={{ '& svg': { display: 'block', w: 'full', h: 'auto' } }}
              dangerouslySetInnerHTML={{ __html: engraveKeyNote(drum, stroke) }}
            />
            <Text as="span" fontSize="sm" lineHeight="short">
              <Text as="span" display="block" fontWeight="semibold">
                {name}
              </Text>
              <Text as="span" color="fg.muted">
                {place}
              </Text>
            </Text>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
