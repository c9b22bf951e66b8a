import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@shared': dir('./src/shared'),
  '@server': dir('./src/server'),
  '@web': dir('./src/web'),
};

export default defineConfig({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  resolve: { alias },
  plugins: [react(), tailwindcss()],
  build: {
    outDir: dir('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  test: {
    root: dir('.'),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          root: dir('.'),
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          root: dir('.'),
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          root: dir('.'),
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
