'use client';

import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { chooseTheme, currentTheme, watchTheme } from './color-theme';

export interface ThemeToggleClasses {
  button: string;
  /** Shown while the page is light / dark: CSS decides, so the icon is right before hydration. */
  whenLight: string;
  whenDark: string;
}

/**
 * The dark theme's toggle button in the header. Its pressed state comes from the page (the
 * class on <html> or the system setting), so it stays true when the theme changes elsewhere.
 * The server cannot know the theme: it renders "not pressed", and the state is corrected on
 * hydration, while the icon is chosen by CSS from the first paint.
 */
export function ThemeToggle({ label, classes }: { label: string; classes: ThemeToggleClasses }) {
  const dark = useSyncExternalStore(
    watchTheme,
    () => currentTheme() === 'dark',
    () => false,
  );
  return (
    <button
      type="button"
      className={`${classes.button} site-theme-toggle`}
      aria-pressed={dark}
      aria-label={label}
      title={label}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      <Moon aria-hidden="true" className={classes.whenLight} />
      <Sun aria-hidden="true" className={classes.whenDark} />
    </button>
  );
}
