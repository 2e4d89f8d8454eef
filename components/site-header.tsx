'use client';

import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { chakra } from '@chakra-ui/react/styled-system';
import { Drum, Menu, X } from 'lucide-react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadAnimate, loadedAnimate, prefersReducedMotion } from '@/components/motion/animate';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/lib/constants';
import { DONATE_ANCHOR, MAIN_ROUTES } from '@/lib/routes';


/**
 * The fixed site header. One navigation list serves both layouts: on wide screens it is
 * always shown; on small screens a disclosure button shows and hides it.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // The small menu slides in when it opens (before the first paint of the open state). The
  // animation code is fetched as soon as the visitor reaches for the toggle; if it has not
  // arrived yet, the menu simply appears.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const animate = loadedAnimate();
    if (!menuOpen || !menu || !animate) return;
    const slide = prefersReducedMotion() ? {} : { transform: ['translateY(-8px)', 'translateY(0)'] };
    animate(menu, { opacity: [0, 1], ...slide }, { duration: 0.18, ease: 'easeOut' });
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  // Back/forward navigation does not click a menu link; close the menu on any page change.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      color="fg.inverted"
      bg={scrolled ? 'header.bgScrolled' : 'header.bg'}
      backdropFilter={scrolled ? 'saturate(140%) blur(10px)' : 'none'}
      boxShadow={scrolled ? 'md' : 'none'}
      transition="background-color 0.2s, box-shadow 0.2s"
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <Container maxW="7xl">
        <Flex as="nav" aria-label="Main" align="center" justify="space-between" minH="16" wrap="wrap" gap="2">
          <Link
            asChild
            display="inline-flex"
            alignItems="center"
            gap="2"
            fontFamily="heading"
            fontWeight="bold"
            fontSize="xl"
            color="fg.inverted"
            _hover={{ textDecoration: 'none', color: 'brass.300' }}
          >
            <NextLink href="/" onClick={closeMenu}>
              <Drum aria-hidden="true" focusable="false" width={28} height={28} />
              {siteName}
            </NextLink>
          </Link>

          <Flex align="center" gap="2" order={{ base: 0, md: 1 }}>
            <Button asChild size="sm" colorPalette="brand" rounded="full" px="5">
              <a href={`#${DONATE_ANCHOR}`} onClick={closeMenu}>
                Donate
              </a>
            </Button>
            <Button
              ref={toggleRef}
              type="button"
              variant="ghost"
              size="sm"
              color="fg.inverted"
              _hover={{ bg: 'whiteAlpha.200' }}
              display={{ base: 'inline-flex', md: 'none' }}
              aria-expanded={menuOpen}
              aria-controls="site-menu"
              className="site-menu-toggle"
              onPointerEnter={() => void loadAnimate()}
              onPointerDown={() => void loadAnimate()}
              onFocus={() => void loadAnimate()}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              Menu
            </Button>
          </Flex>

          <chakra.ul
            ref={menuRef}
            id="site-menu"
            listStyleType="none"
            m="0"
            p="0"
            display={{ base: menuOpen ? 'flex' : 'none', md: 'flex' }}
            flexDirection={{ base: 'column', md: 'row' }}
            flexBasis={{ base: '100%', md: 'auto' }}
            gap={{ base: '0', md: '1' }}
            pb={{ base: '3', md: '0' }}
            ms={{ md: 'auto' }}
          >
            {MAIN_ROUTES.map(({ href, label }) => {
              const current = href === '/' ? pathname === '/' : pathname.startsWith(href);
              return (
                <li key={href}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py={{ base: '3', md: '2' }}
                    rounded="md"
                    fontWeight="medium"
                    color={current ? 'brass.300' : 'fg.inverted'}
                    _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
                  >
                    <NextLink href={href} aria-current={current ? 'page' : undefined} onClick={closeMenu}>
                      {label}
                    </NextLink>
                  </Link>
                </li>
              );
            })}
          </chakra.ul>
        </Flex>
      </Container>
      {/* Without JavaScript the toggle cannot work: show the links and hide the button. */}
      <noscript>
        <style>{'#site-menu{display:flex!important}.site-menu-toggle{display:none!important}'}</style>
      </noscript>
    </Box>
  );
}
