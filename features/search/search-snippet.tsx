import type { Snippet } from './full-text';
import type { LessonTabsClasses } from './lesson-tabs.styles';

/** Where a lesson found by its text matched: the passage's heading, and a quote with the words marked. */
export function SearchSnippet({
  snippet,
  classes,
}: {
  snippet: Snippet;
  classes: Pick<LessonTabsClasses, 'snippet' | 'snippetLabel'>;
}) {
  return (
    <p className={classes.snippet} data-testid="search-snippet">
      {snippet.label ? <span className={classes.snippetLabel}>{snippet.label}</span> : null}
      {snippet.parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
    </p>
  );
}
