import type { ReactNode } from 'react';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';
import { Container } from './container.tsx';

export interface ArticlePageProps {
  title: string;
  /** Shown as "Last updated: …". */
  updated: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** A long-form text page (policies): one readable column with headings and lists. */
export function ArticlePage({ title, updated, lead, children }: ArticlePageProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-10 sm:py-14">
      <article className="mx-auto max-w-3xl">
        <header className="mb-8 border-b pb-6">
          <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p>
          {lead ? <div className="mt-4 text-lg text-muted-foreground">{lead}</div> : null}
        </header>
        <div className="rich-text">{children}</div>
      </article>
    </Container>
  );
}
