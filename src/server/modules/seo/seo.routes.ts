import { asc, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sitemapPaths } from '@shared/pages.ts';
import { pathOf } from '@shared/params.ts';
import { protectedPrefixes } from '@shared/routes.ts';
import { books } from '../../db/schema/catalog.ts';
import { getLatestSiteConfig } from '../site-config/site-config.public.ts';
import { namedPagesForSitemap } from '../catalog/catalog.public.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** robots.txt and sitemap.xml (every book, category and policy page). */
export const seoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    // Staff pages, the API and every page behind the session (the pages table's signed-in ones).
    const disallowed = ['/admin', '/api/', ...protectedPrefixes];
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [rows, config, named] = await Promise.all([
      app.dbRead
        .select({ id: books.id, updatedAt: books.updatedAt })
        .from(books)
        .where(isNull(books.archivedAt))
        .orderBy(asc(books.id))
        .limit(50_000),
      getLatestSiteConfig(app.dbRead),
      namedPagesForSitemap(app.dbRead, 10_000),
    ]);
    const url = (loc: string, lastmod?: Date) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const entries = [
      ...sitemapPaths.map((p) => url(`${publicUrl}${p}`)),
      ...(config?.categories ?? []).map((c) =>
        url(`${publicUrl}/collections?category=${encodeURIComponent(c)}`),
      ),
      ...rows.map((b) => url(`${publicUrl}${pathOf('/books/:id', { id: b.id })}`, b.updatedAt)),
      ...named.map((n) => url(`${publicUrl}${pathOf(n.pattern, { slug: n.slug })}`)),
    ];
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  });
};
