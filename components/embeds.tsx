import { Link } from '@/components/ui';
import { CONTACT_FORM_MIN_HEIGHT_PX, NEWS_FEED_HEIGHT_PX } from '@/lib/constants';
import { getSite } from '@/lib/content';
import { EmbedFrame } from './embed-frame';
import { ExternalLink } from './external-link';

/** The third-party contact form, with a new-tab link and the email address for when it cannot load. */
export function ContactFormEmbed() {
  const { embeds, email } = getSite();
  return (
    <EmbedFrame
      title="Contact form"
      src={embeds.contactFormUrl}
      minHeight={CONTACT_FORM_MIN_HEIGHT_PX}
      fallback={
        <>
          Form not loading? You can{' '}
          <ExternalLink href={embeds.contactFormUrl} color="fg.link" variant="underline">
            open the form on its own page
          </ExternalLink>{' '}
          or email us at{' '}
          <Link href={`mailto:${email}`} color="fg.link" variant="underline">
            {email}
          </Link>
          .
        </>
      }
    />
  );
}

/** The news feed widget, with a link to the feed's own page for when it cannot load. */
export function NewsFeedEmbed() {
  const { embeds } = getSite();
  return (
    <EmbedFrame
      title="Drumming news feed"
      src={embeds.newsFeedUrl}
      height={NEWS_FEED_HEIGHT_PX}
      fallback={
        <>
          News not showing?{' '}
          <ExternalLink href={embeds.newsFeedPageUrl} color="fg.link" variant="underline">
            Read the drumming news feed
          </ExternalLink>{' '}
          on its own page.
        </>
      }
    />
  );
}
