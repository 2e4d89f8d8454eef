import { Heading, Stack, Text } from '@/components/ui';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The heading block that opens each section of a page (an h2, referenced by aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, intro }: SectionHeadingProps) {
  return (
    <Stack gap="3" textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
      {eyebrow ? (
        <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" fontWeight="bold" color="brand.fg">
          {eyebrow}
        </Text>
      ) : null}
      <Heading as="h2" id={id} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
        {title}
      </Heading>
      {intro ? (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}
