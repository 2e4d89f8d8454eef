import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Code } from '@chakra-ui/react/code';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';

/** What a visitor sees when rendering fails unexpectedly (SPEC §8). */
export function ErrorScreen({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <Container maxW="3xl" py="20" role="alert">
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} mb="4">
        Unexpected Application Error!
      </Heading>
      <Box bg="bg.accent" borderWidth="1px" borderColor="brand.muted" rounded="md" p="4" mb="6">
        <Code variant="plain" whiteSpace="pre-wrap" fontSize="md" bg="transparent">
          {error.message || String(error)}
        </Code>
      </Box>
      <Text color="fg.muted" mb="6">
        Reloading the page usually helps. If it keeps happening, please tell us which page you were on.
      </Text>
      {onRetry ? (
        <Button colorPalette="brand" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Container>
  );
}
