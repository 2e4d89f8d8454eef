import { Box, Container, Flex, Grid, Heading, Link, Stack, Text } from '@/components/ui';
import NextLink from 'next/link';
import { ExternalLink } from '@/components/external-link';
import { Kept } from '@/components/kept';
import { SocialLinks } from '@/components/social-links';
import { NewsletterForm } from '@/features/newsletter';
import { fillIn } from '@/lib/format';
import { DONATE_ANCHOR, legalHref, MAIN_PAGES, ROUTES } from '@/lib/routes';
import { CurrentYear } from './current-year';
import type { ShellContent } from '@/lib/content';

const BUILD_YEAR = new Date().getFullYear();

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading as="h2" id={id} fontSize="md" color="brass.300" mb="3" letterSpacing="wide">
      {children}
    </Heading>
  );
}

const linkStyle = { color: 'fg.inverted', _hover: { color: 'brass.300' } } as const;

export function SiteFooter({ shell }: { shell: ShellContent }) {
  const { site, words, educationalLinks, legalLinks } = shell;
  const text = words.footer;
  return (
    // The top edge keeps a dark page section (the home page's contact, in the dark theme) from running into the footer.
    <Box
      as="footer"
      bg="bg.inverted"
      color="fg.inverted"
      pt="14"
      pb="8"
      mt="auto"
      borderTopWidth="1px"
      borderColor="border.inverted"
      _print={{ display: 'none' }}
    >
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.3fr 1fr 1fr 1.6fr' }} gap="10">
          <Stack asChild gap="3">
            <Kept>
              <Text fontFamily="heading" fontSize="2xl" fontWeight="bold">
                {site.name}
              </Text>
              <Text color="fg.invertedMuted">{site.tagline}</Text>
              <SocialLinks siteName={site.name} links={site.social} label={words.contact.socialLink} />
            </Kept>
          </Stack>

          {/* Each list is named by its heading, for screen readers' list of landmarks. */}
          <nav aria-labelledby="footer-quick-links">
            <FooterHeading id="footer-quick-links">{text.quickLinks}</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {MAIN_PAGES.map((page) => (
                <li key={page}>
                  <Link asChild {...linkStyle}>
                    <NextLink href={ROUTES[page]}>{words.navigation[page]}</NextLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </nav>

          <Kept tag="nav" aria-labelledby="footer-further-reading">
            <FooterHeading id="footer-further-reading">{text.furtherReading}</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {educationalLinks.map(({ title, url }) => (
                <li key={url}>
                  <ExternalLink href={url} newTab={words.links.newTab} {...linkStyle}>
                    {title}
                  </ExternalLink>
                </li>
              ))}
            </Stack>
          </Kept>

          <NewsletterForm {...site.newsletter} />
        </Grid>

        <Box
          asChild
          id={DONATE_ANCHOR}
          aria-labelledby="footer-donate-heading"
          mt="12"
          p="6"
          rounded="xl"
          bg="whiteAlpha.100"
          borderWidth="1px"
          borderColor="border.inverted"
        >
          <Kept tag="section">
            <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }} justify="space-between">
              <Box>
                <Heading as="h2" id="footer-donate-heading" fontSize="lg" mb="1">
                  {text.supportTitle}
                </Heading>
                <Text color="fg.invertedMuted" maxW="3xl">
                  {site.donation.message}
                </Text>
              </Box>
              <ExternalLink
                newTab={words.links.newTab}
                href={site.donation.charityUrl}
                flexShrink={0}
                bg="brand.solid"
                color="brand.contrast"
                px="5"
                py="2.5"
                // On a phone it wraps: a rounded box with centred words, not a lopsided pill.
                rounded={{ base: 'xl', md: 'full' }}
                textAlign="center"
                fontWeight="semibold"
                _hover={{ bg: 'brand.800', textDecoration: 'none' }}
              >
                {fillIn(text.donateTo, { charity: site.donation.charityName })}
              </ExternalLink>
            </Flex>
          </Kept>
        </Box>

        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="border.inverted"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          gap="4"
          fontSize="sm"
          color="fg.invertedMuted"
        >
          <Text>
            © <CurrentYear buildYear={BUILD_YEAR} /> {site.name}. {text.copyrightNote}
          </Text>
          <nav aria-label={text.legal}>
            <Flex as="ul" gap="5" listStyleType="none" m="0" p="0">
              {legalLinks.map(({ slug, title }) => (
                <li key={slug}>
                  <Link asChild {...linkStyle}>
                    <NextLink href={legalHref(slug)}>{title}</NextLink>
                  </Link>
                </li>
              ))}
            </Flex>
          </nav>
        </Flex>
      </Container>
    </Box>
  );
}
