import { deviceChoice, readDevice, writeDevice } from '@/lib/device-data';

/** Set once the visitor closes the pop-up; it then stays away for the rest of the visit (this tab). */
const DISMISSED = deviceChoice('donation-dismissed', ['1']);

/** Storage can be blocked (privacy settings); then the pop-up just follows the page's own rule. */
export function wasDismissed(): boolean {
  return readDevice(DISMISSED) === '1';
}

export function rememberDismissed() {
  writeDevice(DISMISSED, '1');
}
