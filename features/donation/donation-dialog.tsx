'use client';

import { Box } from '@chakra-ui/react/box';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { m } from 'framer-motion';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChakraIsland } from '@/features/donation/chakra-island';
import { MotionProvider } from '@/features/donation/motion-provider';
import { fillIn, formatDollars } from '@/lib/format';

export interface DonationDialogProps {
  amounts: number[];
  charityName: string;
  charityUrl: string;
  message: string;
  /** The pop-up's words (content/site.yaml, `donation`). */
  title: string;
  amountLabel: string;
  custom: string;
  note: string;
  donate: string;
  newTab: string;
  later: string;
  close: string;
  onClose: () => void;
}

const NativeDialog = chakra('dialog');

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The donation pop-up: a native modal <dialog>, so the page behind it is inert for mouse,
 * keyboard and screen readers alike. Tab cycles inside it; Escape, the close button,
 * "Maybe later" and a click on the backdrop all close it; focus goes back to where it was.
 */
export function DonationDialog(props: DonationDialogProps) {
  return (
    <ChakraIsland>
      <DonationDialogContent {...props} />
    </ChakraIsland>
  );
}

function DonationDialogContent({ amounts, charityName, charityUrl, message, onClose, ...words }: DonationDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<number | 'custom' | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      returnTo?.focus();
    };
  }, []);

  // Keep Tab and Shift+Tab inside the dialog instead of letting focus reach the browser's toolbar.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the ::backdrop reaches the <dialog> itself; clicks on the panel reach its children.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <NativeDialog
      ref={dialogRef}
      id="donation-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapFocus}
      onClick={closeOnBackdrop}
      p="0"
      m="auto"
      border="none"
      bg="transparent"
      maxW="calc(100vw - 2rem)"
      w="md"
      maxH="calc(100dvh - 2rem)"
      overflowY="auto"
      _backdrop={{ bg: 'rgba(12, 10, 9, 0.6)', backdropFilter: 'blur(2px)' }}
    >
      <MotionProvider>
        <m.div
          initial={{ opacity: 0, y: 16, scale: 0.97 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          transition={{ duration: 0.2, ease: 'easeOut' }}
        >
          <Box bg="bg.panel" color="fg" rounded="2xl" boxShadow="2xl" p={{ base: '6', sm: '8' }} position="relative">
            {/* Every control here is at least 44 px square: the pop-up is mostly met on phones. */}
            <CloseButton
              aria-label={words.close}
              position="absolute"
              top="2"
              insetEnd="2"
              boxSize="11"
              onClick={onClose}
            />
            <Stack gap="4">
              <Heading as="h2" id={titleId} fontSize="2xl" pe="8">
                {words.title}
              </Heading>
              <Text id={textId} color="fg.muted">
                {message}
              </Text>
              <div role="group" aria-label={words.amountLabel}>
                {/* Three by two at every width, so no amount is left alone on a row. */}
                <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
                  {[...amounts, 'custom' as const].map((amount) => (
                    <Button
                      key={amount}
                      type="button"
                      size="sm"
                      variant={chosen === amount ? 'solid' : 'outline'}
                      colorPalette="brand"
                      aria-pressed={chosen === amount}
                      onClick={() => setChosen(amount)}
                      minH="11"
                    >
                      {amount === 'custom' ? words.custom : formatDollars(amount)}
                    </Button>
                  ))}
                </Grid>
              </div>
              <Text fontSize="sm" color="fg.muted">
                {fillIn(words.note, { charity: charityName })}
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
                {/* In a column a flex basis of 0 would squash them to their text's height. */}
                <Button asChild colorPalette="brand" flex={{ base: 'none', sm: '1' }} minH="11">
                  <a href={charityUrl} target="_blank" rel="noopener noreferrer">
                    {words.donate}
                    <chakra.span srOnly> {fillIn(words.newTab, { charity: charityName })}</chakra.span>
                  </a>
                </Button>
                <Button type="button" variant="ghost" flex={{ base: 'none', sm: '1' }} minH="11" onClick={onClose}>
                  {words.later}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </m.div>
      </MotionProvider>
    </NativeDialog>
  );
}
