'use client';

import { useEffect } from 'react';

/**
 * Makes every link on the page load its page whole, as a plain link does, instead of through Next's
 * client router.
 *
 * For the 404 page (app/global-not-found.tsx). Next renders it on its own, outside the tree of layouts
 * the client router moves within, and from there the router changes the address without drawing the new
 * page. A click on a link to another page of the site is kept from reaching the router (it listens on the
 * document; this listens on the window, before it), so the browser follows the link itself.
 */
export function WholePageLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const toAnotherPage =
        link instanceof HTMLAnchorElement &&
        link.origin === window.location.origin &&
        link.pathname !== window.location.pathname;
      if (toAnotherPage) event.stopPropagation();
    };
    window.addEventListener('click', onClick, { capture: true });
    return () => window.removeEventListener('click', onClick, { capture: true });
  }, []);
  return null;
}
