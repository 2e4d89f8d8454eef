/**
 * The fixed words of the content model: values an editor may choose from.
 * Pages and the checker both read them from here.
 */

/** Lesson categories, in the order their tabs appear. */
export const CATEGORY_IDS = ['beginner', 'intermediate', 'advanced', 'styles'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** The level printed on a lesson card. */
export const LESSON_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const;
export type LessonLevel = (typeof LESSON_LEVELS)[number];

/** The home page's level tabs, Beginner first, and the lesson level each one shows. */
export const HOME_LEVELS = [
  { id: 'beginner', level: 'Beginner' },
  { id: 'intermediate', level: 'Intermediate' },
  { id: 'advanced', level: 'Advanced' },
] as const satisfies readonly { id: CategoryId; level: LessonLevel }[];

/** Icons editors can pick for cards. Each name maps to a drawing in `components/icon.tsx`. */
export const ICON_NAMES = [
  'drum',
  'music',
  'sheet-music',
  'video',
  'headphones',
  'audio',
  'users',
  'book',
  'download',
  'graduation',
  'clock',
  'globe',
  'library',
  'heart',
  'award',
  'accessibility',
  'flame',
  'target',
  'newspaper',
  'metronome',
  'mic',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Social networks with an icon in the footer and on the contact page. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
