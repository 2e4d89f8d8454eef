import { Flex, Link, Text } from '@/components/ui';
import { ArrowLeft, ArrowRight } from './static-icons';
import { StaticIcon } from './static-icon';
import NextLink from 'next/link';

interface Neighbour {
  href: string;
  title: string;
}

/**
 * The links to the page before and after this one in a series (lessons of a category, rudiments by number), at the
 * foot of the page; not on paper.
 */
export function PrevNextNav({
  label,
  previous,
  next,
  words,
}: {
  /** What screen readers call the pair of links. */
  label: string;
  previous?: Neighbour;
  next?: Neighbour;
  /** The small line above each title. */
  words: { previous: string; next: string };
}) {
  return (
    <Flex
      as="nav"
      aria-label={label}
      mt="14"
      pt="8"
      _print={{ display: 'none' }}
      borderTopWidth="1px"
      borderColor="border"
      justify="space-between"
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
    >
      {previous ? (
        <Link asChild fontWeight="semibold" color="fg.link">
          <NextLink href={previous.href} rel="prev">
            <StaticIcon icon={ArrowLeft} size={18} />
            <span>
              <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                {words.previous}
              </Text>
              {previous.title}
            </span>
          </NextLink>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link asChild fontWeight="semibold" color="fg.link" textAlign="end" ms={{ sm: 'auto' }}>
          <NextLink href={next.href} rel="next">
            <span>
              <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal">
                {words.next}
              </Text>
              {next.title}
            </span>
            <StaticIcon icon={ArrowRight} size={18} />
          </NextLink>
        </Link>
      ) : null}
    </Flex>
  );
}
