import { cn } from '@web/lib/cn.ts';

export interface SiteHtmlBlockProps {
  /** Staff HTML from the site config; the server sanitises it before storing. */
  html: string | undefined;
  label: string;
  className?: string;
}

/** A custom HTML block from the site config, rendered only when it is not blank. */
export function SiteHtmlBlock({ html, label, className }: SiteHtmlBlockProps) {
  if (!html || html.trim() === '') return null;
  return (
    <aside
      aria-label={label}
      className={cn('rich-text text-sm', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
