import { Search } from '@/components/static-icons';
import { StaticIcon } from '@/components/static-icon';
import NextLink from 'next/link';
import { SEARCH_HREF } from '@/lib/routes';
import { headerClasses } from './site-header.styles';
import { SiteHeaderIsland, type HeaderWords, type NavigationWords } from './site-header-island';

/**
 * The fixed site header. Its markup and styles come from the server; the island adds the
 * scroll state, the small-screen menu, the current-page mark and the `/` key to the search.
 */
export function SiteHeader({
  siteName,
  navigation,
  words,
}: {
  siteName: string;
  navigation: NavigationWords;
  words: HeaderWords & { search: string };
}) {
  const { names, styles } = headerClasses();
  const { search, ...islandWords } = words;
  return (
    <>
      {styles}
      <SiteHeaderIsland
        siteName={siteName}
        navigation={navigation}
        words={islandWords}
        classes={names}
        search={
          // Drawn here, so its icon costs the pages no JavaScript. Not prefetched: it is on every page, and
          // the lessons page is fetched when the link is followed. Without JavaScript it lands above the catalogue.
          <NextLink href={SEARCH_HREF} prefetch={false} className={names.iconButton} aria-label={search} title={search}>
            <StaticIcon icon={Search} />
          </NextLink>
        }
      />
    </>
  );
}
