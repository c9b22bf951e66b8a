import swaggerUi from '@fastify/swagger-ui';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type Spec = Record<string, unknown> & {
  paths?: Record<string, unknown>;
  components?: Record<string, Record<string, unknown> | undefined>;
};

/** The staff API: `/api/admin` and everything under it, however a route spells its case. */
const isAdminApiPath = (path: string) => /^\/api\/admin(?:\/|$)/i.test(path);

/** Every `#/components/<kind>/<name>` a part of the spec refers to. */
function referencesIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) referencesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.add(item);
      else referencesIn(item, found);
    }
  }
}

/**
 * The OpenAPI description without the staff API: no `/api/admin` path, and no shared schema
 * (component) that only they use. The spec given is not changed.
 */
export function publicApiSpec(spec: Spec): Spec {
  const paths = Object.fromEntries(
    Object.entries(spec.paths ?? {}).filter(([path]) => !isAdminApiPath(path)),
  );
  if (!spec.components) return { ...spec, paths };
  // The components the public paths reach, following references between components too.
  const reached = new Set<string>();
  referencesIn(paths, reached);
  const visited = new Set<string>();
  for (let pending = [...reached]; pending.length > 0;) {
    const ref = pending.pop()!;
    if (visited.has(ref)) continue;
    visited.add(ref);
    const [, , kind, name] = ref.split('/');
    const target = kind && name ? spec.components[kind]?.[name] : undefined;
    const more = new Set<string>();
    referencesIn(target, more);
    pending = [...pending, ...more];
  }
  const components = Object.fromEntries(
    Object.entries(spec.components).map(([kind, entries]) => [
      kind,
      Object.fromEntries(
        Object.entries(entries ?? {}).filter(([name]) =>
          visited.has(`#/components/${kind}/${name}`),
        ),
      ),
    ]),
  );
  return { ...spec, paths, components };
}

/**
 * `/api/docs` (the Swagger UI) and its spec at `/api/docs/json` and `/api/docs/yaml`. Everyone
 * sees the public API; the staff API (`/api/admin/*`) is listed only for a signed-in admin, who
 * can call it anyway. Which spec a request gets is decided by its session in the handler, not
 * by how its path is written, so no spelling of the path reaches the full one.
 */
export const apiDocsPlugin = fp(
  async (app) => {
    const admins = new WeakSet<FastifyRequest>();
    // The spec is fixed once the routes are in: its public part is worked out once.
    const publicParts = new WeakMap<object, Spec>();
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiHooks: {
        preHandler: async (request, reply) => {
          const role = (await app.sessionUser(request))?.role;
          if (role === 'admin' || role === 'staff') admins.add(request);
          // What it shows depends on who asks: no shared cache may keep it.
          reply
            .header('cache-control', 'private, no-store')
            .header('vary', 'cookie, authorization');
        },
      },
      transformSpecificationClone: false,
      transformSpecification: (spec, request) => {
        if (admins.has(request)) return spec;
        let part = publicParts.get(spec);
        if (!part) {
          part = publicApiSpec(spec as Spec);
          publicParts.set(spec, part);
        }
        return part;
      },
    });
  },
  { name: 'api-docs', dependencies: ['auth'] },
);
