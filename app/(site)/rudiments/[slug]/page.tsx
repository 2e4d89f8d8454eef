import { Badge, Box, Container, Heading, HStack, Link, Stack, Text } from '@/components/ui';
import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import NextLink from 'next/link';
import { notFound } from 'next/navigation';
import { PrevNextNav } from '@/components/prev-next-nav';
import { Prose } from '@/components/prose';
import { PlanBar } from '@/features/practice-plan/bar';
import { getPage, getPlanBlockTitles, getRudiment, getRudimentSlugs, getWords, RUDIMENTS_RECORD } from '@/lib/content';
import { rudimentHref, ROUTES } from '@/lib/routes';
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
  const family = getPage('rudiments').sections[rudiment.family];
  return (
    <article aria-labelledby="rudiment-title">
      <Box bg="bg.inverted" color="fg.inverted">
        <Container maxW="4xl" py={{ base: '10', md: '14', _print: '0' }}>
          <Stack gap="4">
            <Link
              asChild
              color="brass.300"
              fontSize="sm"
              fontWeight="semibold"
              alignSelf="flex-start"
              _print={{ display: 'none' }}
            >
              <NextLink href={`${ROUTES.rudiments}#${rudiment.family}`}>
                <ArrowLeft aria-hidden="true" width={16} height={16} /> {text.index}
              </NextLink>
            </Link>
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
            <Heading as="h1" id="rudiment-title" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              {rudiment.number}. {rudiment.title}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.invertedMuted">
              {rudiment.description}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container maxW="4xl" py={{ base: '10', md: '14', _print: '6' }}>
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
