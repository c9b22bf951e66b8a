// What other features may use of the site config; the rest of features/site-config is its own.
export { useSiteConfig } from './api/get-site-config.ts';
