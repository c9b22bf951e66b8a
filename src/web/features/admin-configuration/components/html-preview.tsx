/**
 * Staff HTML shown as it will look, inside a sandboxed frame: `sandbox=""` gives it no scripts,
 * no forms, no top navigation and an origin of its own, so markup that the server has not
 * cleaned yet can do nothing to the admin page.
 */
export function HtmlPreview({
  html,
  title,
  popup = false,
}: {
  html: string;
  title: string;
  popup?: boolean;
}) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; padding: 12px; font: 14px/1.5 system-ui, sans-serif; color: #2b2118;
      background: ${popup ? '#00000066' : '#fffdf9'}; }
    .box { ${popup ? 'max-width: 28rem; margin: 16px auto; padding: 20px; border-radius: 12px; background: #fff; box-shadow: 0 10px 30px #0003;' : ''} }
    img { max-width: 100%; height: auto; }
    a { color: #9a3412; }
    .empty { color: #8a7a6a; font-style: italic; }
  </style></head><body><div class="box">${
    html.trim() === '' ? '<p class="empty">Empty: nothing is shown.</p>' : html
  }</div></body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={doc}
      className="h-48 w-full rounded-lg border bg-white"
    />
  );
}
