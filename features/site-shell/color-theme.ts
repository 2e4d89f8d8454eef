/**
 * Light and dark themes. With no choice made, the page follows the system setting in CSS
 * alone (styles/theme.ts, `followSystemSetting`). A visitor who picks the other theme gets a class
 * on <html> (`dark` or `light`), remembered on the device (lib/device-data.ts), and keeps it whatever the system
 * does later: someone who wants dark all day is not sent back to light by the morning's switch.
 * Picking the theme the system shows forgets the choice, and the page follows the system again.
 */
import { deviceChoice, forgetDevice, readDevice, subscribeDevice, writeDevice } from '@/lib/device-data';

export type ColorTheme = 'light' | 'dark';

/** The choice, kept on the device; a remembered one is applied before the first paint by apply-chosen-theme.ts. */
export const CHOSEN_THEME = deviceChoice<ColorTheme>('theme', ['dark', 'light']);
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

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
  // Refused storage only means the choice is not remembered: this page still shows it.
  if (followsSystem) forgetDevice(CHOSEN_THEME);
  else writeDevice(CHOSEN_THEME, theme);
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
  const stopWatchingChoice = subscribeDevice(CHOSEN_THEME.key, () =>
    applyChoice(readDevice(CHOSEN_THEME) ?? null, root),
  );
  media.addEventListener('change', onChange);
  return () => {
    classes.disconnect();
    media.removeEventListener('change', onChange);
    stopWatchingChoice();
  };
}
