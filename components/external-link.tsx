import type { LinkProps } from '@chakra-ui/react/link';
import { Link, VisuallyHidden } from '@/components/ui';

/**
 * A link to another site. It opens in a new tab without giving that site access to
 * this page (`noopener noreferrer`), and says so to screen-reader users (`newTab`, from content/interface.yaml).
 */
export function ExternalLink({ href, newTab, children, ...props }: LinkProps & { href: string; newTab: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {newTab}</VisuallyHidden>
    </Link>
  );
}
