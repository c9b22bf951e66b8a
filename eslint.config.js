import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { serverBoundaries } from './eslint/server-boundaries.js';
import { webBoundaryZones } from './eslint/web-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', '.tmp', 'src/server/db/migrations', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      // docs/style.md rule 1: shared imports nothing of ours; server and web never import each other;
      // modules and features are reached only through their public files (eslint/*-boundaries.js).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: './src/server',
              message: 'shared must not import server code',
            },
            {
              target: './src/shared',
              from: './src/web',
              message: 'shared must not import web code',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'web must not import server code',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'server must not import web code',
            },
            ...serverBoundaries,
            ...webBoundaryZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
