// STYLE.md rule 1 for the web side: a feature imports no other feature's internals, only the
// other feature's one public file, `<feature>.public.ts`; pages/ and app/ compose features.
// Shared layers (components/, lib/, config/) import no feature, page or app code, and a feature
// takes from app/ only the app-wide infrastructure (session, toasts).
// Used as `import-x/no-restricted-paths` zones in eslint.config.js.
import { readdirSync } from 'node:fs';

const featuresDir = new URL('../src/web/features/', import.meta.url);

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const featureZones = features.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [
    `./${feature}`,
    ...features
      .filter((other) => other !== feature)
      .map((other) => `./${other}/${other}.public.ts`),
  ],
  message: `features/${feature} may import another feature only through its <feature>.public.ts file`,
}));

const sharedLayers = ['./src/web/components', './src/web/lib', './src/web/config'];

const layerZones = [
  ...sharedLayers.flatMap((target) =>
    ['./src/web/features', './src/web/pages', './src/web/app'].map((from) => ({
      target,
      from,
      message:
        'components/, lib/ and config/ are shared layers: they import no feature, page or app code',
    })),
  ),
  {
    target: './src/web/features',
    from: './src/web/pages',
    message: 'features do not import pages; pages compose features',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    except: ['./session', './toast'],
    message: 'features take from app/ only the app-wide session and toasts',
  },
];

export const webBoundaryZones = [...featureZones, ...layerZones];
