'use client';

import { Box } from '@chakra-ui/react/box';
import { Search } from 'lucide-react';
import { TextInput } from '@/components/text-input';
import { setLessonQuery, useLessonQuery } from './lesson-search-store';

/** The search box in the lessons page hero; results update as you type. */
export function LessonSearchBox() {
  const query = useLessonQuery();
  return (
    <Box as="search" position="relative" maxW="xl" mx="auto" mt="8" className="lesson-search">
      {/* Search needs JavaScript; without it every lesson is listed below instead. */}
      <noscript>
        <style>{'.lesson-search{display:none!important}'}</style>
      </noscript>
      <Box position="absolute" insetStart="4" top="50%" transform="translateY(-50%)" color="ink.600" pointerEvents="none" zIndex="1">
        <Search aria-hidden="true" width={20} height={20} />
      </Box>
      <TextInput
        type="search"
        aria-label="Search lessons"
        placeholder="Search lessons..."
        value={query}
        onChange={(event) => setLessonQuery(event.target.value)}
        size="xl"
        ps="12"
        bg="bg.panel"
        color="fg"
        rounded="full"
        borderColor="transparent"
        _placeholder={{ color: 'ink.500' }}
        aria-controls="lesson-catalogue"
      />
    </Box>
  );
}
