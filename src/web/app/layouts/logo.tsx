import { Link } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { cn } from '@web/lib/cn.ts';

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn('inline-flex shrink-0 items-center gap-2 rounded-md', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path
          d="M7 9.5c3-1.2 6-1 9 .8v13c-3-1.8-6-2-9-.8zm18 0c-3-1.2-6-1-9 .8v13c3-1.8 6-2 9-.8z"
          className="fill-primary-foreground"
        />
      </svg>
      <span className="font-serif text-2xl font-bold tracking-tight">Pustak</span>
    </Link>
  );
}
