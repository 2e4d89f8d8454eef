'use client';

import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useId, useState, type FormEvent } from 'react';
import { TextInput } from '@/components/text-input';

interface NewsletterFormProps {
  title: string;
  text: string;
  confirmation: string;
  /** `light` text for dark backgrounds (footer), `dark` text for light ones. */
  tone?: 'light' | 'dark';
  headingSize?: 'lg' | '2xl';
}

/**
 * A newsletter sign-up box. It is not connected to any service (SPEC §5): nothing typed
 * is sent anywhere. The input has no `name`, so even without JavaScript the address
 * never ends up in a URL or a server log.
 */
export function NewsletterForm({ title, text, confirmation, tone = 'light', headingSize = 'lg' }: NewsletterFormProps) {
  const [sent, setSent] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector('input');
    // An empty box is not a sign-up: nothing to acknowledge.
    if (!input?.value.trim()) return;
    setSent(true);
    event.currentTarget.reset();
  };
  const onDark = tone === 'light';
  return (
    <chakra.form onSubmit={onSubmit} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} fontFamily="heading" fontSize={headingSize} fontWeight="bold" mb="1">
        {title}
      </Text>
      <Text fontSize="sm" color={onDark ? 'fg.invertedMuted' : 'fg.muted'} mb="3">
        {text}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Box flex="1">
          <chakra.label htmlFor={inputId} srOnly>
            Email address
          </chakra.label>
          <TextInput
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            bg={onDark ? 'whiteAlpha.100' : 'bg.panel'}
            borderColor={onDark ? 'whiteAlpha.700' : 'ink.500'}
            color={onDark ? 'fg.inverted' : 'fg'}
            _placeholder={{ color: onDark ? 'ink.400' : 'ink.500' }}
          />
        </Box>
        <Button type="submit" colorPalette="brand">
          Subscribe
        </Button>
      </Stack>
      <Text role="status" fontSize="sm" mt="2" minH="1.5em" color={onDark ? 'brass.300' : 'brand.fg'}>
        {sent ? confirmation : ''}
      </Text>
    </chakra.form>
  );
}
