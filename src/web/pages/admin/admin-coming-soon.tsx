import { ComingSoon } from '@web/components/ui/coming-soon.tsx';
import { paths } from '@web/config/paths.ts';

/** An admin screen that a later issue builds. */
export function AdminComingSoon({ title }: { title: string }) {
  return (
    <ComingSoon
      title={title}
      message="This screen is coming soon"
      back={{ to: paths.admin.dashboard, label: 'Back to the dashboard' }}
    />
  );
}
