// What other modules may use of this one (docs/decisions/018-module-public-files.md).
export { createPageRenderer, readPageHead, type ServerRender } from './page-render.service.ts';
