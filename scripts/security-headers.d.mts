/** Types for security-headers.mjs (plain JavaScript, so the start script runs without a build step). */
export function embedOrigins(siteFile?: string): string[];
export function contentSecurityPolicy(origins?: string[]): string;
export function pageScriptPolicy(html: string): string;
export const SECURITY_HEADERS: { key: string; value: string }[];
export const IMMUTABLE_ASSETS: { source: string; value: string };
export const KIT_ASSETS: { source: string; value: string };
export const SERVICE_WORKER_FILE: { source: string; value: string };
export const OG_IMAGES: { source: string; value: string };
export function serveConfig(): {
  cleanUrls: boolean;
  trailingSlash: boolean;
  directoryListing: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
};
export function headersFile(ogImagePaths?: string[]): string;
