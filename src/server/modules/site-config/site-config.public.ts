// What other modules may use of the site configuration and the shop's settings
// (docs/decisions/018-module-public-files.md).
export { sanitizeSiteContent, sanitizeSiteHtml } from './sanitize-site-html.ts';
export {
  defaultSettings,
  getShopSettings,
  lockShopSettings,
  saveShopSettings,
  settingsVersion,
  type ShopSettings,
} from './settings.service.ts';
export { invalidateSiteConfigCache } from './site-config-cache.ts';
export {
  getLatestSiteConfig,
  getPublicSiteConfig,
  getStoredSetting,
  type SiteFeatures,
} from './site-config.service.ts';
