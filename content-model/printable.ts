/**
 * The characters the beginner's guide PDF can print: it is set in the PDF standard fonts
 * (Helvetica), which hold the Windows-1252 character set: English and Western European letters,
 * curly quotes, dashes, the bullet, € and ™, but no arrows, music symbols or emoji.
 */
const EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function printable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    EXTRAS.includes(char)
  );
}

/** Each character of `text` the guide's fonts cannot print, once, in the order they appear. */
export function unprintable(text: string): string[] {
  return [...new Set([...text].filter((char) => !printable(char)))];
}
