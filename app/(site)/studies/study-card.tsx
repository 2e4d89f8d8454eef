import { Badge, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@/components/ui';
import NextLink from 'next/link';
import { studyHref } from '@/lib/routes';

/** A study in a list: its name linking to its page, its level and what it is. */
export function StudyCard({
  track,
  study,
  headingLevel,
}: {
  track: string;
  study: Study;
  /** Under the page's section headings (h3), or straight under its title (h2). */
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <Stack as="li" gap="2" p="5" rounded="xl" borderWidth="1px" borderColor="border" bg="bg" data-study={study.slug}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as={headingLevel} fontSize="lg">
          <Link asChild color="fg.link">
            <NextLink href={studyHref(track, study.slug)} prefetch={false}>
              {study.title}
            </NextLink>
          </Link>
        </Heading>
        <Badge variant="outline" flexShrink={0}>
          {study.level}
        </Badge>
      </HStack>
      <Text color="fg.muted">{study.description}</Text>
    </Stack>
  );
}

type Study = { slug: string; title: string; description: string; level: string };

/** A track's studies in order, two a row where there is room, named by `labelledBy` or `label`. */
export function StudyList({
  track,
  studies,
  headingLevel,
  ...name
}: {
  track: string;
  studies: readonly Study[];
  headingLevel: 'h2' | 'h3';
} & ({ labelledBy: string } | { label: string })) {
  return (
    <SimpleGrid
      as="ol"
      columns={{ base: 1, md: 2 }}
      gap={{ base: '4', md: '5' }}
      m="0"
      p="0"
      listStyleType="none"
      {...('labelledBy' in name ? { 'aria-labelledby': name.labelledBy } : { 'aria-label': name.label })}
    >
      {studies.map((study) => (
        <StudyCard key={study.slug} track={track} study={study} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}
