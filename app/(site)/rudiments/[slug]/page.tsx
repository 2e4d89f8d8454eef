import { Badge, Box, Container, Flex, Heading, HStack, Link, Stack, Text } from '@/components/ui';
import { Fragment } from 'react';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { ItemHero } from '@/components/item-hero';
import { PrevNextNav } from '@/components/prev-next-nav';
import { Prose } from '@/components/prose';
import { TempoMark } from '@/features/practice';
import { PlanBar } from '@/features/practice-plan/bar';
import { getPage, getPlanBlockTitles, getRudiment, getRudimentSlugs, getWords, RUDIMENTS_RECORD } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { lessonHref, rudimentHref, ROUTES } from '@/lib/routes';
import { LessonBody } from '../../lessons/[slug]/lesson-body';

interface Params {
  params: Promise<{ slug: string }>;
}

/** Every rudiment gets a page at build time; any other name is the 404 page. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getRudimentSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const rudiment = getRudiment((await params).slug);
  if (!rudiment) return {};
  const title = `${rudiment.number}. ${rudiment.title}`;
  return {
    title,
    description: rudiment.description,
    alternates: { canonical: rudimentHref(rudiment.slug) },
  };
}

/**
 * One of the 40 rudiments: its number, name and family, its text with its groove (notation with sticking, the
 * player, the speed trainer and play-along), and the rudiments before and after it. Its groove's record is kept
 * under the rudiments' name, as it was when all forty shared one page, so tempos played before still show.
 */
export default async function RudimentPage({ params }: Params) {
  const rudiment = getRudiment((await params).slug);
  if (!rudiment) notFound();
  const words = getWords();
  const text = words.rudiments;
  const practice = words.practice;
  const family = getPage('rudiments').sections[rudiment.family];
  return (
    <article aria-labelledby="rudiment-title">
      <ItemHero
        back={{ href: `${ROUTES.rudiments}#${rudiment.family}`, label: text.index }}
        badges={
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="solid">
              {family.title}
            </Badge>
            {family.eyebrow ? (
              <Text as="span" fontSize="sm" color="fg.invertedMuted">
                {family.eyebrow}
              </Text>
            ) : null}
          </HStack>
        }
        title={`${rudiment.number}. ${rudiment.title}`}
        titleId="rudiment-title"
        description={rudiment.description}
      >
        <Text color="fg.invertedMuted" data-learning-order>
          {fillIn(text.learningOrder, { order: rudiment.order })}
        </Text>
      </ItemHero>

      <Container maxW="4xl" py={{ base: '10', md: '14', _print: '6' }}>
        <Flex
          gap={{ base: '4', md: '6' }}
          direction={{ base: 'column', md: 'row' }}
          mb={{ base: '8', md: '10' }}
          p="5"
          rounded="xl"
          borderWidth="1px"
          borderColor="border"
          bg="bg.panel"
        >
          <Box flex="1" data-tempos>
            <Heading as="h2" fontSize="md" mb="2">
              {text.tempos}
            </Heading>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" m="0">
              {(
                [
                  [text.tempoStart, rudiment.tempos.start],
                  [text.tempoGoal, rudiment.tempos.goal],
                  [text.tempoAdvanced, rudiment.tempos.advanced],
                ] as const
              ).map(([name, tempo]) => (
                <Fragment key={name}>
                  <Text as="dt" color="fg.muted">
                    {name}
                  </Text>
                  <Text as="dd" m="0" fontWeight="semibold">
                    <TempoMark tempo={tempo} inEighths={rudiment.inEighths} words={practice} />
                  </Text>
                </Fragment>
              ))}
            </Box>
          </Box>
          {rudiment.lessons.length > 0 ? (
            <Box flex="1" data-used-in>
              <Heading as="h2" fontSize="md" mb="2">
                {text.usedIn}
              </Heading>
              <Stack as="ul" gap="1" m="0" p="0" listStyleType="none">
                {rudiment.lessons.map((lesson) => (
                  <li key={lesson.slug}>
                    <Link asChild color="fg.link">
                      <NextLink href={lessonHref(lesson.slug)} prefetch={false}>
                        {lesson.title}
                      </NextLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ) : null}
        </Flex>
        <Prose maxW="none">
          {/* Notation only: a rudiment is one line of snare with its sticking, which a grid would say again. */}
          <LessonBody code={rudiment.bodyCode} slug={RUDIMENTS_RECORD} notationOnly />
        </Prose>
        <PrevNextNav
          label={text.moreRudiments}
          previous={
            rudiment.previous && {
              href: rudimentHref(rudiment.previous.slug),
              title: `${rudiment.previous.number}. ${rudiment.previous.title}`,
            }
          }
          next={
            rudiment.next && {
              href: rudimentHref(rudiment.next.slug),
              title: `${rudiment.next.number}. ${rudiment.next.title}`,
            }
          }
          words={text}
        />
        <PlanBar titles={getPlanBlockTitles()} words={words.plan} />
      </Container>
    </article>
  );
}
