import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  {
    ignores: [
      '.next/**',
      '.bench/**',
      '.next-plain/**',
      '.next-editor/**',
      'out/**',
      '.contentlayer/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'public/play-along/**',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    // eslint-config-next registers jsx-a11y with a handful of rules; turn on the whole
    // recommended set, as errors (accessibility is a requirement here, not a hint).
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The site is a static export with `images.unoptimized`: next/image would add client
      // JavaScript and no optimisation. Plain <img> with width and height is what ships.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Every page's JavaScript is on a budget (bench/js-budget.json). Chakra's components
      // compute their styles in the browser while a page hydrates, which was most of a phone's
      // blocking time: pages use the server-rendered twins in components/ui instead, with the
      // same props. Types from Chakra's paths are fine (they ship nothing).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@chakra-ui/react', message: "Use '@/components/ui' (server-rendered Chakra components)." }],
          patterns: [
            {
              group: ['@chakra-ui/react/*'],
              allowTypeImports: true,
              message:
                "Use '@/components/ui' (server-rendered, same props), or class names from a *.styles.tsx for an island.",
            },
          ],
        },
      ],
    },
  },
  {
    // Where Chakra's runtime is meant to be: the theme and the style engine on the server
    // (styles/, components/ui) and the donation dialog with its provider (loaded when it opens).
    files: [
      'styles/**',
      'components/ui/**',
      'features/donation/donation-dialog.tsx',
      'features/donation/chakra-island.tsx',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
