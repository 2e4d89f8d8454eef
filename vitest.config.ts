import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'contentlayer/generated': path.join(root, '.contentlayer/generated'),
      '@': root,
      // Server-only modules (components/ui) are tested here as plain modules.
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['**/*.test.{ts,tsx,mjs}'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**', 'out/**'],
    environment: 'node',
    // No setup file: jest-dom's matchers are imported by the test files that use them. Set up for every file, that
    // import took 10 s of the unit tests' CPU.
    // The content-check tests copy content/ into temporary folders; two cores, so keep it modest.
    maxWorkers: 2,
    // Worker threads rather than child processes: the same 458 tests in 49 s instead of 57 on two cores. (Sharing
    // modules between files, `isolate: false`, would save more, but the player's log test needs its own sampler.)
    pool: 'threads',
  },
});
