/** A rudiment's id in the search index: apart from the lessons' (a lesson's slug has no slash). */
export function rudimentSearchId(slug: string): string {
  return `rudiments/${slug}`;
}

/** A study's id in the search index: apart from the lessons' and the rudiments'. */
export function studySearchId(track: string, slug: string): string {
  return `studies/${track}/${slug}`;
}

/** The lessons page search: case-insensitive substring match on title or description. */
export function matchesQuery(lesson: { title: string; description: string }, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  return (
    lesson.title.toLocaleLowerCase('en-US').includes(needle) ||
    lesson.description.toLocaleLowerCase('en-US').includes(needle)
  );
}
