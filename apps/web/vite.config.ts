import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SUPPORTED_LOCALES } from '../../packages/domain/src/messages.ts';
import { chunkGroups } from './build-plugins/chunk-groups.ts';
import { driverPathGuard } from './build-plugins/driver-path-guard.ts';
import { graphqlDocumentModules } from './build-plugins/graphql-document-modules.ts';
import { mantineComponentStyles } from './build-plugins/mantine-component-styles.ts';
import { mantineReactIds } from './build-plugins/mantine-react-ids.ts';
import {
  PAGE_FILE_PLAN,
  PAGE_FILE_PLAN_MODE,
  readPageFilePlan,
  writePageFilePlan,
} from './build-plugins/page-file-plan.ts';
import { pagePreloads } from './build-plugins/page-preloads.ts';
import { ALWAYS_LOADED_NAMESPACES } from './src/app/i18n-namespaces.ts';
import { precacheDriverPages } from './src/app/offline/driver-precache-transform.ts';
import { PRELOADED_PAGES, SIGN_IN_PAGE } from './src/app/page-preloads.ts';

const apiTarget = process.env.ROADMARK_API_URL ?? 'http://127.0.0.1:3000';
const appDirectory = fileURLToPath(new URL('.', import.meta.url));
const pageFilePlan = path.join(appDirectory, PAGE_FILE_PLAN);

export default defineConfig(({ command, mode }) => {
  // The first of the build's two passes only works out how to merge the sign-in page's files (page-file-plan.ts).
  const planning = mode === PAGE_FILE_PLAN_MODE;
  return {
    plugins: [
      // Checks the files shipped, so only the real build (the planning pass's own cut is thrown away).
      !planning && driverPathGuard(),
      react(),
      // Development serves every module on its own, so only the build needs each page's documents split out.
      command === 'build' && graphqlDocumentModules({ artifactDirectory: 'src/gql' }),
      mantineComponentStyles({ entry: /[\\/]src[\\/]main\.tsx$/ }),
      mantineReactIds(),
      planning &&
        writePageFilePlan({
          file: pageFilePlan,
          page: { moduleId: path.join(appDirectory, SIGN_IN_PAGE.module), name: 'sign-in' },
        }),
      !planning &&
        pagePreloads({ pages: PRELOADED_PAGES, alwaysLoaded: ALWAYS_LOADED_NAMESPACES, locales: SUPPORTED_LOCALES }),
      // The offline service worker (src/app/offline/sw.ts), built to dist/sw.js with the precache list of the
      // build; main.tsx registers it in production builds only, and no web app manifest is made.
      !planning &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'src/app/offline',
          filename: 'sw.ts',
          injectRegister: false,
          manifest: false,
          injectManifest: {
            globPatterns: ['**/*.{html,js,css,woff,woff2,ttf,svg,png,ico,webp}'],
            // Of the app's code, a first visit precaches only the shell and the driver's pages (read from the build
            // manifest); the worker caches the rest as it is used.
            manifestTransforms: [precacheDriverPages(path.join(appDirectory, 'dist'))],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            sourcemap: false,
          },
        }),
    ],
    server: {
      port: 5173,
      proxy: { '/api': apiTarget, '/graphql': apiTarget, '/healthz': apiTarget },
    },
    // No source maps in the build: the server would publish them beside the code, and with them the whole source.
    build: {
      outDir: 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      // The manifest (dist/.vite/manifest.json, never served: the server does not serve dot directories) is the import
      // graph the service worker's precache list is chosen from.
      manifest: true,
      write: !planning,
      rolldownOptions: {
        output: {
          codeSplitting: chunkGroups(command === 'build' && !planning ? readPageFilePlan(pageFilePlan) : new Map()),
        },
      },
    },
  };
});
