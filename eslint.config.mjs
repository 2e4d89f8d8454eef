import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const config = [
  {
    ignores: ['.next/**', '.next-plain/**', '.next-editor/**', 'out/**', '.contentlayer/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
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
      // Every page's JavaScript is on a budget (bench/js-budget.json). Chakra's package root
      // re-exports all 145 components and the full default theme, and importing it from a
      // server component ships all of it: import each component from its own path.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chakra-ui/react',
              message: "Import from the component's own path, e.g. '@chakra-ui/react/button' (see app/theme.ts).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
