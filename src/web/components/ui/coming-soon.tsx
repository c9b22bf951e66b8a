import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';
import { buttonVariants } from './button.tsx';
import { Container } from './container.tsx';

export interface ComingSoonProps {
  title: string;
  message?: string;
  children?: ReactNode;
  back?: { to: string; label: string };
}

/** A screen that a later piece of work fills in: its name and a "Coming soon" note. */
export function ComingSoon({
  title,
  message = 'Coming soon',
  children,
  back = { to: paths.home, label: 'Back to home' },
}: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Hourglass aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg font-medium text-primary">{message}</p>
        {children ? <div className="mt-3 text-muted-foreground">{children}</div> : null}
        <Link to={back.to} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
          {back.label}
        </Link>
      </div>
    </Container>
  );
}
