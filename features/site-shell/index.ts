/** Everything around a visitor page: skip link, header, footer, theme choice and the donation pop-up. */
export { SiteChrome } from './site-chrome';
export { APPLY_CHOSEN_THEME } from './apply-chosen-theme';
