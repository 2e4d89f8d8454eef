// Written by scripts/render-kit.ts: do not edit. Run it again when the kit changes.

/** The recorded kit: one MP3 file, 337 KiB. Its name changes with its content. */
export const KIT_URL = '/kit/drums-c9c0a2d93f.mp3';
