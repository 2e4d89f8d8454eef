import { Box, Text } from '@/components/ui';
import type { ReactNode } from 'react';

interface EmbedFrameProps {
  /** Unique on the page: screen readers list frames by title. */
  title: string;
  src: string;
  /** Fixed height (the news feed) or minimum height (the contact form), in px. */
  height?: number;
  minHeight?: number;
  /** Always shown under the frame: the way forward when the other service cannot load. */
  fallback: ReactNode;
}

/**
 * A frame from another service. It loads lazily, runs sandboxed with only what a form or
 * a feed widget needs (scripts, forms, its own cookies, opening links in new tabs), and
 * never sees more of our page than its origin. The other service can be down or blocked,
 * so a plain-link alternative always sits beneath it.
 */
export function EmbedFrame({ title, src, height, minHeight, fallback }: EmbedFrameProps) {
  return (
    <Box>
      {/* Above the frame, so nobody scrolls past an empty 1600 px box to find it. */}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {fallback}
      </Text>
      <Box
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        bg="bg.panel"
        backgroundImage="repeating-linear-gradient(45deg, transparent 0 12px, rgba(0,0,0,0.025) 12px 24px)"
      >
        <iframe
          title={title}
          src={src}
          loading="lazy"
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
          allow=""
          style={{ display: 'block', width: '100%', border: 0, height: height ? `${height}px` : undefined, minHeight: minHeight ? `${minHeight}px` : undefined }}
        />
      </Box>
    </Box>
  );
}
