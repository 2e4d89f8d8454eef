/** Set once the visitor closes the pop-up; it then stays away for the rest of the visit (this tab). */
const DISMISSED_KEY = 'backbeat:donation-dismissed';

export function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    // Storage can be blocked (privacy settings); then the pop-up just follows the page's own rule.
    return false;
  }
}

export function rememberDismissed() {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // See wasDismissed.
  }
}
