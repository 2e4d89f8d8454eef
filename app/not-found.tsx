import { getWords } from '@/lib/content';
import { ROUTES } from '@/lib/routes';

/**
 * What a page that calls `notFound()` while it renders would show in its place. On this static site none does
 * where a visitor could see it: every route lists its pages at build time and refuses any other
 * (`dynamicParams = false`), so an address the site does not have gets global-not-found.tsx, the visitor's
 * 404 page, which is left out of every page's data.
 *
 * Why the file exists: without it, Next puts its own built-in 404 (inline styles and all) into every page's data as
 * the root's fallback, twice (about 0.25 KB gzipped a page). This one is that fallback, kept to a heading and a
 * link home (a plain link: a whole page load, nothing to hydrate).
 */
export default function NotFound() {
  const words = getWords().notFound;
  return (
    <main>
      <h1>{words.title}</h1>
      <p>{words.text}</p>
      <a href={ROUTES.home}>{words.home}</a>
    </main>
  );
}
