import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The services of the split mode, each a library tagged `service:<name>`. */
const SERVICES = ['sheets', 'tenancy', 'media', 'marketplace', 'billing'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.nx/**',
      '.tessera/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'libs/platform/drizzle/**',
      'load-tests/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Nest's class-based injection and decorators use classes whose only member is a constructor.
      '@typescript-eslint/no-extraneous-class': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // Feature libraries' HTTP integration tests boot the whole gateway, which imports them:
          // a test-only edge, not a runtime cycle.
          ignoredCircularDependencies: [['@tessera/gateway', 'tag:type:feature']],
          depConstraints: [
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:platform', 'type:domain', 'type:ui'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:platform', 'type:domain'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:platform'],
            },
            {
              sourceTag: 'type:platform',
              onlyDependOnLibsWithTags: ['type:platform', 'type:domain'],
            },
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain'] },
            // A service never imports another (directly or through a library that does): what one
            // needs of another comes as events carrying state, or through a small query port.
            ...SERVICES.map((service) => ({
              sourceTag: `service:${service}`,
              notDependOnLibsWithTags: SERVICES.filter((other) => other !== service).map(
                (other) => `service:${other}`,
              ),
            })),
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: [
                'type:testing',
                'type:feature',
                'type:platform',
                'type:domain',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the testing library and the app they test.
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.process-spec.ts',
      '**/*.spec.tsx',
      'e2e/**/*.ts',
    ],
    rules: {
      '@nx/enforce-module-boundaries': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'libs/blocks/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
