import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import path from 'node:path';

/**
 * Features do not import each other (bulletproof-react): code under fan-web/src/features/<a>/
 * may use src/components, src/lib and @club/core, never src/features/<b>/.
 */
const featureBoundaries = {
  meta: { type: 'problem', messages: { crossing: 'Feature "{{from}}" must not import from feature "{{to}}"; move shared code to src/components or src/lib.' } },
  create(context) {
    const featureOf = (file) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec) + '/');
      if (to && to !== from) context.report({ node, messageId: 'crossing', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
    plugins: { 'react-hooks': reactHooks, club: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { ...reactHooks.configs.recommended.rules, 'club/feature-boundaries': 'error' },
  },
);
