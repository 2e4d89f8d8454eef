import { Box, Container, Flex, Grid, Heading, Link, Stack, Text } from '@/components/ui';
import NextLink from 'next/link';
import { getLegalLinks, getResources, getSite } from '@/lib/content';
import { DONATE_ANCHOR, legalHref, MAIN_ROUTES } from '@/lib/routes';
import { CurrentYear } from './current-year';
import { ExternalLink } from './external-link';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';

const BUILD_YEAR = new Date().getFullYear();

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading as="h2" fontSize="md" color="brass.300" mb="3" letterSpacing="wide">
      {children}
    </Heading>
  );
}

const linkStyle = { color: 'fg.inverted', _hover: { color: 'brass.300' } } as const;

export function SiteFooter() {
  const site = getSite();
  const { educationalLinks } = getResources();
  const legal = getLegalLinks();
  return (
    <Box as="footer" bg="bg.inverted" color="fg.inverted" pt="14" pb="8" mt="auto" _print={{ display: 'none' }}>
      <Container maxW="7xl">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: '1.3fr 1fr 1fr 1.6fr' }} gap="10">
          <Stack gap="3">
            <Text fontFamily="heading" fontSize="2xl" fontWeight="bold">
              {site.name}
            </Text>
            <Text color="fg.invertedMuted">{site.tagline}</Text>
            <SocialLinks siteName={site.name} links={site.social} />
          </Stack>

          <nav aria-label="Quick links">
            <FooterHeading>Quick Links</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {MAIN_ROUTES.map(({ href, label }) => (
                <li key={href}>
                  <Link asChild {...linkStyle}>
                    <NextLink href={href}>{label}</NextLink>
                  </Link>
                </li>
              ))}
            </Stack>
          </nav>

          <nav aria-label="Further reading">
            <FooterHeading>Further Reading</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {educationalLinks.map(({ title, url }) => (
                <li key={url}>
                  <ExternalLink href={url} {...linkStyle}>
                    {title}
                  </ExternalLink>
                </li>
              ))}
            </Stack>
          </nav>

          <NewsletterForm {...site.newsletter} />
        </Grid>

        <Box
          as="section"
          id={DONATE_ANCHOR}
          aria-labelledby="footer-donate-heading"
          mt="12"
          p="6"
          rounded="xl"
          bg="whiteAlpha.100"
          borderWidth="1px"
          borderColor="border.inverted"
        >
          <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }} justify="space-between">
            <Box>
              <Heading as="h2" id="footer-donate-heading" fontSize="lg" mb="1">
                Support music education
              </Heading>
              <Text color="fg.invertedMuted" maxW="3xl">
                {site.donation.message}
              </Text>
            </Box>
            <ExternalLink
              href={site.donation.charityUrl}
              flexShrink={0}
              bg="brand.solid"
              color="brand.contrast"
              px="5"
              py="2.5"
              rounded="full"
              fontWeight="semibold"
              _hover={{ bg: 'brand.800', textDecoration: 'none' }}
            >
              Donate to {site.donation.charityName}
            </ExternalLink>
          </Flex>
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
            © <CurrentYear buildYear={BUILD_YEAR} /> {site.name}. Free drum lessons for everyone.
          </Text>
          <nav aria-label="Legal">
            <Flex as="ul" gap="5" listStyleType="none" m="0" p="0">
              {legal.map(({ slug, title }) => (
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
