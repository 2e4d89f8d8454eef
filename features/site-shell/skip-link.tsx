import { Link } from '@/components/ui';
import { MAIN_ANCHOR } from '@/lib/routes';

/** Lets keyboard users jump past the header straight to the page's content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <Link
      href={`#${MAIN_ANCHOR}`}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="bg.panel"
      color="fg"
      px="4"
      py="2"
      rounded="md"
      fontWeight="semibold"
      boxShadow="lg"
      _focusVisible={{ top: '4' }}
      _print={{ display: 'none' }}
    >
      {label}
    </Link>
  );
}
