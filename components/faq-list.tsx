import { Box, Stack, Text } from '@/components/ui';
import { ChevronDown } from './static-icons';
import { StaticIcon } from './static-icon';
import type { Faq } from '@/lib/content';

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader
 * support come from the browser, and the answers are readable without JavaScript.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <Stack gap="3">
      {faqs.map((faq) => (
        <Box
          as="details"
          key={faq.question}
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="xl"
          css={{ '&[open] .faq-chevron': { transform: 'rotate(180deg)' } }}
        >
          <Box
            as="summary"
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            px="6"
            py="4"
            cursor="pointer"
            fontWeight="semibold"
            fontSize="lg"
            listStyle="none"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
            rounded="xl"
          >
            {faq.question}
            {/* A span: a summary holds phrasing content only. */}
            <Box
              as="span"
              display="flex"
              className="faq-chevron"
              transition="transform 0.2s"
              color="brand.fg"
              flexShrink={0}
            >
              <StaticIcon icon={ChevronDown} size={22} />
            </Box>
          </Box>
          <Text px="6" pb="5" color="fg.muted">
            {faq.answer}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
