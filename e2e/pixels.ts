import type { Locator, Page } from '@playwright/test';

/** Relative luminance (WCAG) of an sRGB colour given as r, g, b in 0–255. */
export function luminance(r: number, g: number, b: number): number {
  const linear = (channel: number) =>
    (channel /= 255) <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two sRGB colours given as [r, g, b] in 0–255. */
export function contrast(
  [r1 = 0, g1 = 0, b1 = 0]: readonly number[],
  [r2 = 0, g2 = 0, b2 = 0]: readonly number[],
): number {
  const [high, low] = [luminance(r1, g1, b1), luminance(r2, g2, b2)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/**
 * An element as it is drawn on screen: its width, height and RGBA bytes, row by row. With `rightmost`, only that
 * many columns of device pixels at its right edge (a whole element's pixels are millions of numbers to send).
 */
export async function drawnPixels(
  page: Page,
  element: Locator,
  rightmost?: number,
): Promise<{ width: number; height: number; data: number[] }> {
  const picture = (await element.screenshot()).toString('base64');
  // The browser decodes its own screenshot (PNG): no image library needed here.
  return page.evaluate(
    async ([png, rightmost]) => {
      const bitmap = await createImageBitmap(
        new Blob([Uint8Array.from(atob(png), (char) => char.charCodeAt(0))], { type: 'image/png' }),
      );
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const width = Math.min(rightmost ?? bitmap.width, bitmap.width);
      return {
        width,
        height: bitmap.height,
        data: Array.from(context.getImageData(bitmap.width - width, 0, width, bitmap.height).data),
      };
    },
    [picture, rightmost] as const,
  );
}

/**
 * How many device pixels of two pictures (PNG) of the same size differ by more than a trace of anti-aliasing, how many
 * are inked (unlike the top-left pixel), and how many there are; `sized` is false when their sizes differ.
 */
export async function differingPixels(page: Page, one: Buffer, other: Buffer) {
  return page.evaluate(
    async ([one, other]) => {
      const pixels = async (png: string) => {
        const bitmap = await createImageBitmap(
          new Blob([Uint8Array.from(atob(png), (char) => char.charCodeAt(0))], { type: 'image/png' }),
        );
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = [await pixels(one), await pixels(other)];
      if (a.width !== b.width || a.height !== b.height) return { sized: false, differ: 0, inked: 0, total: 0 };
      let differ = 0;
      let inked = 0;
      for (let at = 0; at < a.data.length; at += 4) {
        const gap = Math.max(...[0, 1, 2].map((channel) => Math.abs(a.data[at + channel]! - b.data[at + channel]!)));
        if (gap > 64) differ += 1;
        if (Math.abs(a.data[at]! - a.data[0]!) > 64) inked += 1;
      }
      return { sized: true, differ, inked, total: a.data.length / 4 };
    },
    [one.toString('base64'), other.toString('base64')] as const,
  );
}
