import { Box, Button, Container, Grid, Heading, Stack, Text } from '@/components/ui';
import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact-details';
import { ContactFormEmbed } from '@/components/embeds';
import { FaqList } from '@/components/faq-list';
import { JsonLd } from '@/components/json-ld';
import { NewsletterSection } from '@/components/newsletter-section';
import { PageHero } from '@/components/page-hero';
import { SectionHeading } from '@/components/section-heading';
import { SocialLinks } from '@/components/social-links';
import { getFaqs, getPage, getSite } from '@/lib/content';
import { faqPageData } from '@/lib/structured-data';

const page = getPage('contact');

export const metadata: Metadata = { title: page.title, description: page.description };

export default function ContactPage() {
  const site = getSite();
  return (
    <>
      <JsonLd data={faqPageData(getFaqs())} />
      <PageHero heading={page.heading} intro={page.intro} />

      <Box as="section" aria-labelledby="reach-heading" py={{ base: '12', md: '20' }}>
        <Container maxW="7xl">
          <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="12" alignItems="start">
            <Stack gap="8">
              <Heading as="h2" id="reach-heading" fontSize="3xl">
                Get in touch
              </Heading>
              <ContactDetails />
              <Box>
                <Text fontWeight="semibold" mb="3">
                  Follow us
                </Text>
                <SocialLinks siteName={site.name} links={site.social} tone="dark" />
              </Box>
            </Stack>
            <Box id="contact-form" scrollMarginTop="20">
              <Heading as="h2" fontSize="3xl" mb="6">
                Send us a message
              </Heading>
              <ContactFormEmbed />
            </Box>
          </Grid>
        </Container>
      </Box>

      <Box as="section" id="faq" aria-labelledby="faq-heading" py={{ base: '12', md: '20' }} bg="bg.panel">
        <Container maxW="3xl">
          <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
          <FaqList />
          <Stack align="center" mt="10" gap="3" textAlign="center">
            <Text color="fg.muted">Still have a question?</Text>
            <Button asChild colorPalette="brand" size="lg" rounded="full">
              <a href="#contact-form">Contact Us</a>
            </Button>
          </Stack>
        </Container>
      </Box>

      <NewsletterSection />
    </>
  );
}
