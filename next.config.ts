import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The public site is a static export: any static host or CDN can serve `out/`.
  output: 'export',
  // `/about` is written as `about.html`; the static server maps clean URLs to it.
  trailingSlash: false,
  // There is no image server on a static host, so images are served as shipped.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `SOURCE_MAPS=1 npm run build:site` writes source maps, to see what a route's JavaScript is made of.
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  experimental: {
    optimizePackageImports: ['@chakra-ui/react', 'lucide-react'],
  },
};

export default nextConfig;
