/** The site without a connection: the service worker's registration and the prompt to load a new version. */
export { OfflineSupport } from './offline-support';
