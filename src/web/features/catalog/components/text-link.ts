/**
 * A link inside running text on a book's page: underlined, not told apart by colour alone
 * (WCAG 1.4.1; Lighthouse's link-in-text-block).
 */
export const textLinkClassName =
  'text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary';
