import type { NextConfig } from 'next';
import { availableParallelism } from 'node:os';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';

/**
 * The content editor (Keystatic, at /keystatic) runs under `npm run dev`, or in a server build
 * with KEYSTATIC_EDITOR=1 (a hosted editor in GitHub mode). Its routes are `*.editor.tsx` files,
 * which are routes only then: the static export never has them, nor their JavaScript.
 */
export default function nextConfig(phase: string): NextConfig {
  const editor = phase === PHASE_DEVELOPMENT_SERVER || process.env.KEYSTATIC_EDITOR === '1';
  const server = editor;
  return {
    // The public site is a static export: any static host or CDN can serve `out/`.
    // The editor needs a server (it reads and writes files), so it turns the export off.
    output: server ? undefined : 'export',
    pageExtensions: editor ? ['editor.tsx', 'editor.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
    // `/about` is written as `about.html`; the static server maps clean URLs to it.
    trailingSlash: false,
    // There is no image server on a static host, so images are served as shipped.
    images: { unoptimized: true },
    // A second build (the editor-enabled one the script comparison makes) keeps its own folder.
    distDir: process.env.NEXT_DIST_DIR ?? '.next',
    reactStrictMode: true,
    poweredByHeader: false,
    // `SOURCE_MAPS=1 npm run build:site` writes source maps, to see what a route's JavaScript is made of.
    productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
    // The server computes Chakra's styles (components/ui): Node runs Chakra as a plain package
    // there, instead of a bundle that treats its component modules as client references
    // (which made its theme module fail to load on the server).
    // The groove notation is drawn at build time by VexFlow in a jsdom document (features/practice/engrave/engrave.ts): Node loads both as they ship.
    // styles/css.ts writes Chakra's rules with Lightning CSS, a native module Node loads as it ships.
    // The beginner's guide PDF is written by PDFKit, which reads its fonts' metrics from its own folder at run time.
    serverExternalPackages: ['@chakra-ui/react', 'jsdom', 'vexflow', 'pdfkit', 'svg-to-pdfkit', 'lightningcss'],
    experimental: {
      // Pages are rendered in one worker fewer than the cores (Next's default), but two at least: on a two-core
      // machine the default leaves one core idle (the build's 232 pages: 29.7 s on one worker, 25.6 s on two).
      cpus: Math.max(2, availableParallelism() - 1),
      optimizePackageImports: ['lucide-react'],
      inlineCss: true,
      // app/global-not-found.tsx: the 404 page stands alone instead of riding in every page's data.
      globalNotFound: true,
    },
  };
}
