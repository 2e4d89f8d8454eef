'use client';

import { Drum, Menu, X } from 'lucide-react';
import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { loadAnimate, loadedAnimate, prefersReducedMotion } from './animate';
import type { Words } from '@/lib/content';
import { useSearchShortcutKey } from '@/features/search/client';
import { DONATE_ANCHOR, HEADER_PAGES, ROUTES } from '@/lib/routes';
import type { SiteHeaderClasses } from './site-header.styles';
import { ThemeToggle } from './theme-toggle';

/** Scrolled further than this, the header turns translucent. */
const HEADER_SCROLL_THRESHOLD_PX = 10;

export type NavigationWords = Words['navigation'];
export type HeaderWords = Omit<Words['header'], 'skipLink' | 'search'>;

interface SiteHeaderIslandProps {
  siteName: string;
  navigation: NavigationWords;
  words: HeaderWords;
  classes: SiteHeaderClasses;
  /** The link to the lessons page's search box, drawn by the server. */
  search: ReactNode;
}

/**
 * The header's behaviour. One navigation list serves both layouts: on wide screens it is
 * always shown; on small screens a disclosure button shows and hides it. Styles arrive as
 * class names from the server part (`site-header.tsx`, styles in `site-header.styles.tsx`).
 */
export function SiteHeaderIsland({ siteName, navigation, words, classes, search }: SiteHeaderIslandProps) {
  const pathname = usePathname();
  const router = useRouter();
  // The header's links are on every page, all in view on a wide screen: left to Next, each page view fetched the six
  // pages' data and scripts (about 30 requests) for the one link the visitor might follow. Each is fetched instead as
  // the visitor reaches for it: a pointer over it or a finger down on it (before the click) or the keyboard's focus.
  const prefetchOnIntent = (href: string) => {
    const prefetch = () => router.prefetch(href);
    return { prefetch: false, onPointerEnter: prefetch, onFocus: prefetch };
  };
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

  useSearchShortcutKey();

  // While the phone menu is open the page beneath is dimmed: Tab moving past the last link
  // onto that page closes the menu rather than leave it open over where focus went.
  useEffect(() => {
    if (!menuOpen) return;
    const header = menuRef.current?.closest('header');
    const onFocusIn = (event: FocusEvent) => {
      if (header && event.target instanceof Node && !header.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [menuOpen]);

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
    <>
      <header
        className={classes.header}
        data-scrolled={scrolled ? 'true' : 'false'}
        data-menu-open={menuOpen ? 'true' : 'false'}
      >
        <div className={classes.container}>
          <nav aria-label={words.mainNavigation} className={classes.nav}>
            <NextLink
              href={ROUTES.home}
              {...prefetchOnIntent(ROUTES.home)}
              onClick={closeMenu}
              className={classes.home}
            >
              <Drum aria-hidden="true" focusable="false" width={28} height={28} />
              {siteName}
            </NextLink>

            <div className={classes.actions}>
              {search}
              <ThemeToggle
                label={words.darkTheme}
                classes={{ button: classes.iconButton, whenLight: classes.whenLight, whenDark: classes.whenDark }}
              />
              <a href={`#${DONATE_ANCHOR}`} onClick={closeMenu} className={classes.donate}>
                {words.donate}
              </a>
              <button
                ref={toggleRef}
                type="button"
                className={`${classes.toggle} site-menu-toggle`}
                aria-expanded={menuOpen}
                aria-controls="site-menu"
                onPointerEnter={() => void loadAnimate()}
                onPointerDown={() => void loadAnimate()}
                onFocus={() => void loadAnimate()}
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
                <span className={classes.toggleLabel}>{words.menu}</span>
              </button>
            </div>

            <ul ref={menuRef} id="site-menu" className={classes.menu} data-open={menuOpen ? 'true' : 'false'}>
              {HEADER_PAGES.map((page) => {
                const href = ROUTES[page];
                const current = href === ROUTES.home ? pathname === ROUTES.home : pathname.startsWith(href);
                return (
                  <li key={href}>
                    <NextLink
                      href={href}
                      {...prefetchOnIntent(href)}
                      className={classes.link}
                      aria-current={current ? 'page' : undefined}
                      onClick={closeMenu}
                    >
                      {navigation[page]}
                    </NextLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
        {/* Without JavaScript the toggles cannot work: show the links, hide both buttons (the theme follows the system).
            The header then scrolls away with the page instead of staying over it: on a phone all the links make it tall. */}
        <noscript>
          <style>
            {
              '#site-menu{display:flex!important}.site-menu-toggle,.site-theme-toggle{display:none!important}header{position:relative!important}#main{padding-top:0!important}'
            }
          </style>
        </noscript>
      </header>
      {menuOpen ? (
        <div className={classes.backdrop} data-testid="menu-backdrop" aria-hidden="true" onClick={closeMenu} />
      ) : null}
    </>
  );
}
