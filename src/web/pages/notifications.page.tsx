import { Container } from '@web/components/ui/container.tsx';
import { NotificationsList } from '@web/features/notifications/components/notifications-list.tsx';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

export default function NotificationsPage() {
  useDocumentTitle('Notifications');
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">Notifications</h1>
        <div className="mt-6">
          <NotificationsList />
        </div>
      </div>
    </Container>
  );
}
