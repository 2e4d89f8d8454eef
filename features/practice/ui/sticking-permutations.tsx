import NextLink from 'next/link';
import { Box, Flex, Heading, Link, Text } from '@/components/ui';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import {
  barsOf,
  DEFAULT_PERMUTATIONS,
  PERMUTATION_FAMILIES,
  PERMUTATION_SUBDIVISIONS,
  permutationGroove,
  permutationsOf,
  type PermutationFamily,
  type PermutationSubdivision,
} from '../permutations/permutations';
import { Groove } from './groove';

type PermutationsWords = Words['permutations'];

/** The id the tool's links scroll to. */
export const PERMUTATIONS_ID = 'permutations';

const FAMILY_WORD = {
  'singles-and-doubles-in-fours': 'singlesAndDoublesInFours',
  'singles-and-doubles-in-threes': 'singlesAndDoublesInThrees',
  'paradiddle-inversions': 'paradiddleInversions',
  'one-accent-in-fours': 'oneAccentInFours',
  'one-accent-in-threes': 'oneAccentInThrees',
} as const satisfies Record<PermutationFamily, keyof PermutationsWords>;

/** A choice of the tool in words: "Paradiddle inversions: Triplets", the title of its groove and its page. */
export function permutationsChoiceName(
  words: PermutationsWords,
  family: PermutationFamily,
  subdivision: PermutationSubdivision,
): string {
  return fillIn(words.grooveTitle, { family: words[FAMILY_WORD[family]], subdivision: words[subdivision] });
}

/**
 * The sticking permutations tool: a row of families and a row of subdivisions, each choice a link to the page that
 * shows it (so it works without JavaScript and each choice has an address), the family's permutations listed with
 * where each is in the groove, and one groove that writes them all out and plays them one after another, with the
 * groove's own speed trainer and play-along.
 */
export function StickingPermutations({
  family,
  subdivision,
  hrefOf,
  words,
  practiceWords,
  lessonSlug,
}: {
  family: PermutationFamily;
  subdivision: PermutationSubdivision;
  /** The address of a choice, or of the page's own (the default) when there is none; the tool's id is added to it. */
  hrefOf: (choice?: { family: PermutationFamily; subdivision: PermutationSubdivision }) => string;
  words: PermutationsWords;
  practiceWords: Words['practice'];
  lessonSlug?: string;
}) {
  const choiceHref = (family: PermutationFamily, subdivision: PermutationSubdivision) =>
    hrefOf(
      family === DEFAULT_PERMUTATIONS.family && subdivision === DEFAULT_PERMUTATIONS.subdivision
        ? undefined
        : { family, subdivision },
    );
  const familyName = words[FAMILY_WORD[family]];
  const permutations = permutationsOf(family);
  // Each permutation's first bar: one after the bars of those before it.
  const lengths = permutations.map((permutation) => barsOf(permutation, subdivision));
  const placed = permutations.map((permutation, index) => {
    const bar = 1 + lengths.slice(0, index).reduce((sum, length) => sum + length, 0);
    const bars = lengths[index]!;
    const where =
      bars === 1 ? fillIn(words.bar, { number: bar }) : fillIn(words.bars, { from: bar, to: bar + bars - 1 });
    return { permutation, where };
  });
  const choice = <T extends string>(
    id: string,
    label: string,
    options: readonly T[],
    current: T,
    name: (option: T) => string,
    href: (option: T) => string,
  ) => (
    <Flex as="li" direction="column" align="flex-start" gap="2">
      <Text as="span" id={id} fontWeight="semibold">
        {label}
      </Text>
      <Flex as="ul" aria-labelledby={id} wrap="wrap" gap="2" listStyleType="none" p="0" m="0">
        {options.map((option) => (
          <li key={option}>
            <Link
              asChild
              display="inline-block"
              px="3"
              py="1.5"
              minH="6"
              rounded="full"
              borderWidth="1px"
              borderColor={option === current ? 'brand.solid' : 'border.emphasized'}
              bg={option === current ? 'brand.solid' : undefined}
              color={option === current ? 'brand.contrast' : 'fg'}
              textDecoration="none"
              fontSize="sm"
            >
              <NextLink
                href={`${href(option)}#${PERMUTATIONS_ID}`}
                aria-current={option === current ? 'page' : undefined}
                scroll={false}
              >
                {name(option)}
              </NextLink>
            </Link>
          </li>
        ))}
      </Flex>
    </Flex>
  );
  return (
    <Box
      as="section"
      id={PERMUTATIONS_ID}
      aria-labelledby={`${PERMUTATIONS_ID}-heading`}
      className="not-prose"
      my="8"
      scrollMarginTop="20"
    >
      <Heading as="h3" id={`${PERMUTATIONS_ID}-heading`} fontSize="xl" mb="2">
        {words.heading}
      </Heading>
      <Text mb="4">{words.intro}</Text>
      <Box as="nav" aria-label={words.choose} _print={{ display: 'none' }}>
        <Flex as="ul" direction="column" gap="3" listStyleType="none" p="0" m="0">
          {choice(
            `${PERMUTATIONS_ID}-family`,
            words.family,
            PERMUTATION_FAMILIES,
            family,
            (option) => words[FAMILY_WORD[option]],
            (option) => choiceHref(option, subdivision),
          )}
          {choice(
            `${PERMUTATIONS_ID}-subdivision`,
            words.subdivision,
            PERMUTATION_SUBDIVISIONS,
            subdivision,
            (option) => words[option],
            (option) => choiceHref(family, option),
          )}
        </Flex>
      </Box>
      <Heading as="h4" fontSize="md" mt="6" mb="2">
        {fillIn(words.listHeading, { count: permutations.length, family: familyName })}
      </Heading>
      <Box as="ol" ps="6" listStyleType="decimal" data-permutations>
        {placed.map(({ permutation, where }, index) => {
          const accent = permutation.accents.findIndex(Boolean);
          return (
            <li key={index}>
              <Text as="span" fontFamily="mono" fontWeight="semibold">
                {permutation.hands.join(' ')}
              </Text>
              {accent >= 0 && `, ${fillIn(words.accentOn, { place: accent + 1 })}`}
              <Text as="span" color="fg.muted">
                {' '}
                ({where})
              </Text>
            </li>
          );
        })}
      </Box>
      <Groove
        {...permutationGroove(family, subdivision, permutationsChoiceName(words, family, subdivision))}
        words={practiceWords}
        lessonSlug={lessonSlug}
      />
    </Box>
  );
}
