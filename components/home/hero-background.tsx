'use client';

import { Box } from '@chakra-ui/react';
import { m } from 'framer-motion';
import { useEffect, useState } from 'react';
import { HERO_FADE_DELAY_MS } from '@/lib/constants';

/**
 * The hero's picture, faded in 500 ms after mount (SPEC §4). Only the picture fades:
 * the heading and links above it are plain HTML, readable at once and without
 * JavaScript (the noscript rule shows the picture straight away then).
 */
export function HeroBackground({ src }: { src: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLoaded(true), HERO_FADE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <m.div
        className="hero-background"
        data-loaded={loaded}
        aria-hidden="true"
        initial={{ opacity: 0 }}
        animate={{ opacity: loaded ? 1 : 0 }}
        transition={{ duration: 0.9, ease: 'easeOut' }}
        style={{ position: 'absolute', inset: 0 }}
      >
        <Box asChild w="100%" h="100%" objectFit="cover" objectPosition="right bottom">
          <img src={src} alt="" width={1600} height={900} decoding="async" />
        </Box>
      </m.div>
      <noscript>
        <style>{'.hero-background{opacity:1!important}'}</style>
      </noscript>
    </>
  );
}
