/**
 * Light and dark themes. With no choice made, the page follows the system setting in CSS
 * alone (styles/theme.ts, `followSystemSetting`). A visitor who picks the other theme gets a class
 * on <html> (`dark` or `light`), remembered in localStorage, and keeps it whatever the system
 * does later: someone who wants dark all day is not sent back to light by the morning's switch.
 * Picking the theme the system shows forgets the choice, and the page follows the system again.
 */
export type ColorTheme = 'light' | 'dark';

const THEME_STORAGE_KEY = 'theme';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * Inlined in <head> (app/layout.tsx) so a remembered choice applies before the first paint:
 * the page never shows the other theme first. Storage may be refused (private modes, blocked
 * cookies): then the system setting stands.
 */
export const APPLY_CHOSEN_THEME = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==="dark"||t==="light")document.documentElement.classList.add(t)}catch(e){}`;

/** The theme the page shows now. */
export function currentTheme(root: HTMLElement = document.documentElement): ColorTheme {
  if (root.classList.contains('dark')) return 'dark';
  if (root.classList.contains('light')) return 'light';
  return matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
}

function applyChoice(theme: ColorTheme | null, root: HTMLElement = document.documentElement) {
  root.classList.remove('dark', 'light');
  if (theme) root.classList.add(theme);
}

/** Shows `theme` and remembers it, unless it is what the system asks for anyway. */
export function chooseTheme(theme: ColorTheme) {
  const followsSystem = (theme === 'dark') === matchMedia(SYSTEM_DARK).matches;
  applyChoice(followsSystem ? null : theme);
  try {
    if (followsSystem) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered; this page still shows the choice.
  }
}

/**
 * Calls `onChange` whenever the shown theme may have changed: a choice on this page, a choice in
 * another tab of the site (applied here too), or a change of the system setting.
 */
export function watchTheme(onChange: () => void): () => void {
  const root = document.documentElement;
  const media = matchMedia(SYSTEM_DARK);
  const classes = new MutationObserver(onChange);
  classes.observe(root, { attributes: true, attributeFilter: ['class'] });
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || (event.key !== THEME_STORAGE_KEY && event.key !== null)) return;
    const stored = event.newValue;
    applyChoice(stored === 'dark' || stored === 'light' ? stored : null, root);
  };
  media.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    classes.disconnect();
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}
