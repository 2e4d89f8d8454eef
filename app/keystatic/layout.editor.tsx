import type { Metadata } from 'next';
import KeystaticApp from './keystatic';

// `.editor.tsx` files are routes only when next.config.ts enables the editor (`npm run dev`),
// so the static export never contains the editor or its JavaScript.
export const metadata: Metadata = { title: 'Content editor', robots: { index: false, follow: false } };

export default function KeystaticLayout() {
  return <KeystaticApp />;
}
