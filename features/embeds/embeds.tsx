import { Link } from '@/components/ui';
import { ExternalLink } from '@/components/external-link';
import type { Words } from '@/lib/content';
import { fillIn } from '@/lib/format';
import { MessageSquareText, Newspaper } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import { EmbedFrame } from './embed-frame';

/** "tally.so": the service a frame comes from, as its box names it while it loads. */
const serviceOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** The news feed frame's height. */
const NEWS_FEED_HEIGHT_PX = 1600;

/** The contact form frame's minimum height. */
const CONTACT_FORM_MIN_HEIGHT_PX = 600;

interface EmbedUrls {
  contactFormUrl: string;
  newsFeedUrl: string;
  newsFeedPageUrl: string;
}

/** The third-party contact form, with a new-tab link and the email address for when it cannot load. */
interface EmbedProps {
  urls: EmbedUrls;
  words: Words['embeds'];
  /** What screen readers hear after a link that opens in a new tab. */
  newTab: string;
}

export function ContactFormEmbed({ urls, email, words, newTab }: EmbedProps & { email: string }) {
  return (
    <EmbedFrame
      title={words.contactForm}
      src={urls.contactFormUrl}
      minHeight={CONTACT_FORM_MIN_HEIGHT_PX}
      icon={<StaticIcon icon={MessageSquareText} />}
      loading={fillIn(words.loading, { service: serviceOf(urls.contactFormUrl) })}
      offline={words.offline}
      fallback={
        <>
          {words.formFallback}{' '}
          <ExternalLink href={urls.contactFormUrl} newTab={newTab} color="fg.link" variant="underline">
            {words.formLink}
          </ExternalLink>{' '}
          {words.formEmail}{' '}
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
export function NewsFeedEmbed({ urls, words, newTab }: EmbedProps) {
  return (
    <EmbedFrame
      title={words.newsFeed}
      src={urls.newsFeedUrl}
      height={NEWS_FEED_HEIGHT_PX}
      icon={<StaticIcon icon={Newspaper} />}
      loading={fillIn(words.loading, { service: serviceOf(urls.newsFeedUrl) })}
      offline={words.offline}
      fallback={
        <>
          {words.newsFallback}{' '}
          <ExternalLink href={urls.newsFeedPageUrl} newTab={newTab} color="fg.link" variant="underline">
            {words.newsLink}
          </ExternalLink>{' '}
          {words.newsAfter}
        </>
      }
    />
  );
}
