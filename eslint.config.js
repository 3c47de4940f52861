import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * One-way import zones (bulletproof-react's): in the fan site, app/ (router, providers) may use
 * everything; a feature may use components/, lib/ and @club/core, never app/ nor another feature;
 * components/ and lib/ use neither app/ nor features. In the console, resources/ and pages/ may
 * use components/ and the console's own modules (http, dates…), never each other, and one resource
 * never another. No import cycles in either site.
 */
const folders = (dir) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const fan = './fan-web/src';
const consoleSrc = './admin-web/src';
const importZones = [
  ...folders(`${fan}/features`).map((f) => ({ target: `${fan}/features/${f}`, from: `${fan}/features`, except: [`./${f}`], message: 'a feature never imports another: move what both need to src/components or src/lib' })),
  { target: `${fan}/features`, from: `${fan}/app`, message: 'features are used by app/, never the other way: move what they need to src/lib' },
  { target: [`${fan}/components`, `${fan}/lib`], from: [`${fan}/features`, `${fan}/app`], message: 'shared code never imports features or app/' },
  ...folders(`${consoleSrc}/resources`).map((r) => ({ target: `${consoleSrc}/resources/${r}`, from: `${consoleSrc}/resources`, except: [`./${r}`], message: 'a console resource never imports another: move what both need to src/components' })),
  { target: `${consoleSrc}/resources`, from: `${consoleSrc}/pages` },
  { target: `${consoleSrc}/pages`, from: `${consoleSrc}/resources` },
  { target: `${consoleSrc}/components`, from: [`${consoleSrc}/resources`, `${consoleSrc}/pages`] },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', 'packages/db/src/migrations/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tests read loosely-typed JSON answers.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['fan-web/src/**/*.{ts,tsx}', 'admin-web/src/**/*.{ts,tsx}', 'fan-web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Cycles are found by reading the imported files: TypeScript ones too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
