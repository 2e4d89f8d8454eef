/** What other features' islands may use of the search: the `/` key, which the header listens for. */
export { useSearchShortcutKey } from './search-shortcut';
