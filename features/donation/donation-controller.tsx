'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SOUNDING_ATTRIBUTE } from '@/features/practice/client';
import { fetchedWords } from '@/lib/fetched-words';
import { DONATE_ANCHOR, DONATION_DIALOG } from '@/lib/routes';
import type { DonationDialogWords } from './words';
import { rememberDismissed, wasDismissed } from './donation-storage';

// The dialog's code is fetched the first time it opens, not with the page.
const DonationDialog = dynamic(() => import('./donation-dialog').then((module) => module.DonationDialog), {
  ssr: false,
});

// Its words, amounts and charity too (app/donation-dialog.json/route.ts): no page carries them in its own data.
const dialogWords = fetchedWords<DonationDialogWords>(DONATION_DIALOG);

/**
 * Decides when the donation pop-up shows: once, `delayMs` after a page loads (or,
 * if a practice tool is sounding then, as soon as it stops), unless the visitor already closed
 * it during this visit; and whenever someone follows a
 * `#donate` link (the header's Donate button). Without JavaScript those links lead to the
 * donation section in the footer instead, and so does the button when the dialog's words cannot be fetched.
 */
export function DonationController({ delayMs }: { delayMs: number }) {
  const pathname = usePathname();
  const [dialog, setDialog] = useState<DonationDialogWords>();
  const [open, setOpen] = useState(false);
  const shownOnThisPage = useRef(false);
  // Also kept here, for visitors whose browser blocks sessionStorage: the layout (and so this
  // component) lives for the whole visit.
  const dismissed = useRef(false);

  /**
   * Opens the dialog once its words are here (fetched the first time it opens), if it is still `wanted` then;
   * `otherwise` runs if they cannot be fetched.
   */
  const show = useCallback(
    ({ wanted = () => true, otherwise }: { wanted?: () => boolean; otherwise?: () => void } = {}) => {
      shownOnThisPage.current = true;
      dialogWords.load().then(
        (words) => {
          if (!wanted()) return;
          setDialog(words);
          setOpen(true);
        },
        () => otherwise?.(),
      );
    },
    [],
  );

  // A new page gets its own timer, unless the visitor has dismissed the pop-up already. A visitor
  // playing along with the metronome or a groove is not interrupted: it waits until the sound stops.
  useEffect(() => {
    shownOnThisPage.current = false;
    if (dismissed.current || wasDismissed()) return;
    let onThisPage = true;
    const sounding = () => document.querySelector(`[${SOUNDING_ATTRIBUTE}]`) !== null;
    const stillWanted = () => onThisPage && !dismissed.current && !wasDismissed();
    // Asked again when its words arrive (the first time, a fetch): by then the visitor may have left the page,
    // closed it elsewhere or started playing, and it does not come then.
    const showIfStillWanted = () => {
      if (!shownOnThisPage.current && stillWanted()) show({ wanted: () => stillWanted() && !sounding() });
    };
    const stopped = new MutationObserver(() => {
      if (sounding()) return;
      stopped.disconnect();
      showIfStillWanted();
    });
    const timer = window.setTimeout(() => {
      if (sounding()) stopped.observe(document.body, { subtree: true, attributeFilter: [SOUNDING_ATTRIBUTE] });
      else showIfStillWanted();
    }, delayMs);
    return () => {
      onThisPage = false;
      window.clearTimeout(timer);
      stopped.disconnect();
    };
  }, [pathname, delayMs, show]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.(`a[href="#${DONATE_ANCHOR}"]`);
      if (!link) return;
      event.preventDefault();
      // Without its words, the footer's donation section, with the charity's link, as without JavaScript (not by the
      // address's #: the groove builder keeps its groove there).
      show({
        otherwise: () => {
          const section = document.getElementById(DONATE_ANCHOR);
          section?.scrollIntoView();
          section?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
        },
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [show]);

  const close = useCallback(() => {
    dismissed.current = true;
    rememberDismissed();
    setOpen(false);
  }, []);

  // Closing is immediate: the visitor asked for the page back, so no exit animation delays it.
  return open && dialog ? <DonationDialog {...dialog} onClose={close} /> : null;
}
