import type { LinkProps } from '@chakra-ui/react/link';
import { Link, VisuallyHidden } from '@/components/ui';

/**
 * A link to another site. It opens in a new tab without giving that site access to
 * this page (`noopener noreferrer`), and says so to screen-reader users.
 */
export function ExternalLink({ href, children, ...props }: LinkProps & { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}
