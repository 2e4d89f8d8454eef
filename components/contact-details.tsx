import { Box, Link, Stack, Text } from '@/components/ui';
import { Clock, Mail, MapPin, Phone } from './static-icons';
import { StaticIcon } from './static-icon';
import type { ContactItem } from '@/lib/content';
import { ExternalLink } from './external-link';
import { IconBadge } from './icon-badge';

const ICONS = { email: Mail, phone: Phone, location: MapPin, hours: Clock } as const;

/** Email, phone, location (with a maps link) and office hours, from the site settings. */
export function ContactDetails({ items, newTab }: { items: readonly ContactItem[]; newTab: string }) {
  return (
    <Stack as="ul" gap="5" listStyleType="none" m="0" p="0" data-testid="contact-details">
      {items.map((item) => {
        return (
          <Box as="li" key={item.kind} display="flex" gap="4" alignItems="flex-start">
            <IconBadge size="sm">
              <StaticIcon icon={ICONS[item.kind]} size={22} />
            </IconBadge>
            <Box>
              <Text fontWeight="semibold">{item.title}</Text>
              {item.kind === 'location' ? (
                <ExternalLink href={item.href} newTab={newTab} color="fg.link">
                  {item.detail}
                </ExternalLink>
              ) : item.href ? (
                <Link href={item.href} color="fg.link">
                  {item.detail}
                </Link>
              ) : (
                <Text color="fg.muted">{item.detail}</Text>
              )}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
