import type { BoxProps } from '@chakra-ui/react/box';
import { Box } from '@/components/ui';

/** Typography for Markdown-rendered text (lessons, policies): a readable measure and spacing. */
export function Prose(props: BoxProps) {
  return (
    <Box
      maxW="70ch"
      fontSize={{ base: 'md', md: 'lg' }}
      css={{
        '& h2': { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', mt: '10', mb: '3', lineHeight: '1.25' },
        '& h3': { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', mt: '6', mb: '2' },
        '& p': { mb: '4' },
        '& ul, & ol': { ps: '6', mb: '4' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '2' },
        '& li::marker': { color: 'brand.fg' },
        '& a': { color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& strong': { fontWeight: 'semibold' },
        '& > :first-child': { mt: '0' },
      }}
      {...props}
    />
  );
}
