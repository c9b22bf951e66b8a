import { pageDataElementId, siteConfigElementId } from '@shared/initial-data.ts';
import type { Database } from '../../db/client.ts';
import { catalogPageData } from '../catalog/catalog.public.ts';
import { getPublicSiteConfig, type SiteFeatures } from '../site-config/site-config.public.ts';
import {
  pageHead,
  renderHead,
  renderImagePreload,
  renderInitialAnswers,
  renderInitialData,
} from './seo.service.ts';

/**
 * What the server puts into a storefront page: its head tags, the site config the first render
 * needs (the banners above and below the header: fetched after the scripts, they would push the
 * page down as it paints) and the page's catalogue reads, so its books paint without waiting for
 * a round trip.
 */
export function createPageRenderer(options: {
  database: Database;
  publicUrl: string;
  siteFeatures: SiteFeatures;
}) {
  const { database, publicUrl, siteFeatures } = options;
  return async (pathname: string, query: URLSearchParams, status: number) => {
    const [head, config, pageData] = await Promise.all([
      pageHead(database.dbRead, publicUrl, pathname, query, status),
      getPublicSiteConfig(database.db, siteFeatures),
      status === 200 ? catalogPageData(database.dbRead, pathname, query) : undefined,
    ]);
    const answers = pageData && Object.keys(pageData.answers).length > 0;
    return {
      head: [
        renderHead(head),
        pageData?.firstCover ? renderImagePreload(pageData.firstCover) : '',
        renderInitialData(siteConfigElementId, config),
      ]
        .filter(Boolean)
        .join('\n    '),
      // Last in the body: the scripts that read it run only once the document is parsed.
      bodyEnd: answers ? renderInitialAnswers(pageDataElementId, pageData.answers) : undefined,
    };
  };
}
