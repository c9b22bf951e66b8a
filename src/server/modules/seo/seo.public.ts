// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { createPageRenderer, type ServerRender } from './page-render.service.ts';
export { pageHead } from './seo.service.ts';
