import { headerClasses } from './site-header.styles';
import { SiteHeaderIsland, type HeaderWords, type NavigationWords } from './site-header-island';

/**
 * The fixed site header. Its markup and styles come from the server; the island adds the
 * scroll state, the small-screen menu and the current-page mark.
 */
export function SiteHeader({ siteName, navigation, words }: { siteName: string; navigation: NavigationWords; words: HeaderWords }) {
  const { names, styles } = headerClasses();
  return (
    <>
      {styles}
      <SiteHeaderIsland siteName={siteName} navigation={navigation} words={words} classes={names} />
    </>
  );
}
