import { Box, Button, Grid, Heading, Stack, Text } from '@/components/ui';
import type { Metadata } from 'next';
import { ContactDetails } from '@/components/contact-details';
import { FaqList } from '@/components/faq-list';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page-hero';
import { Section } from '@/components/section';
import { SocialLinks } from '@/components/social-links';
import { ContactFormEmbed } from '@/features/embeds';
import { NewsletterSection } from '@/features/newsletter';
import { getContactItems, getFaqs, getPage, getSite, getWords } from '@/lib/content';
import { CONTACT_FORM_ANCHOR, ROUTES } from '@/lib/routes';
import { faqPageData } from '@/lib/structured-data';

const page = getPage('contact');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: ROUTES.contact },
};

export default function ContactPage() {
  const site = getSite();
  const words = getWords();
  const faqs = getFaqs();
  const { sections } = page;
  return (
    <>
      <JsonLd data={faqPageData(faqs)} />
      <PageHero heading={page.heading} intro={page.intro} />

      <Section headingId="reach-heading" py={{ base: '12', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="12" alignItems="start">
          <Stack gap="8">
            <Heading as="h2" id="reach-heading" fontSize="3xl">
              {sections.reach.title}
            </Heading>
            <ContactDetails items={getContactItems()} newTab={words.links.newTab} />
            <Box>
              <Text fontWeight="semibold" mb="3">
                {words.contact.followUs}
              </Text>
              <SocialLinks siteName={site.name} links={site.social} label={words.contact.socialLink} tone="dark" />
            </Box>
          </Stack>
          <Box id={CONTACT_FORM_ANCHOR} scrollMarginTop="20">
            <Heading as="h2" fontSize="3xl" mb="6">
              {sections.form.title}
            </Heading>
            <ContactFormEmbed urls={site.embeds} email={site.email} words={words.embeds} newTab={words.links.newTab} />
          </Box>
        </Grid>
      </Section>

      <Section
        anchor="faq"
        headingId="faq-heading"
        copy={sections.faq}
        width="3xl"
        py={{ base: '12', md: '20' }}
        bg="bg.panel"
      >
        <FaqList faqs={faqs} />
        <Stack align="center" mt="10" gap="3" textAlign="center">
          <Text color="fg.muted">{words.contact.stillQuestion}</Text>
          <Button asChild colorPalette="brand" size="lg" rounded="full">
            <a href={`#${CONTACT_FORM_ANCHOR}`}>{words.contact.contactButton}</a>
          </Button>
        </Stack>
      </Section>

      <NewsletterSection newsletter={site.newsletter} />
    </>
  );
}
