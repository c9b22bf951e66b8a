import { Container } from '@web/components/ui/container.tsx';
import { LoadingScreen } from '@web/components/ui/loading-screen.tsx';
import { ChangePasswordSection } from '@web/features/auth/components/change-password-section.tsx';
import { DeleteAccountSection } from '@web/features/auth/components/delete-account-section.tsx';
import { OtherDevicesSection } from '@web/features/auth/components/other-devices-section.tsx';
import { PhoneSection } from '@web/features/auth/components/phone-section.tsx';
import { ProfileDetails } from '@web/features/auth/components/profile-details.tsx';
import { useCurrentUser } from '@web/app/session/use-current-user.ts';
import { useDocumentTitle } from '@web/lib/use-document-title.ts';

/** /profile (signed in only: the root layout's session gate sees to that). */
export default function ProfilePage() {
  useDocumentTitle('My account');
  const { user } = useCurrentUser();
  if (!user) return <LoadingScreen fullScreen={false} />;
  return (
    <Container className="py-10 sm:py-14">
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">My account</h1>
          <p className="mt-2 text-muted-foreground">
            Hello, {user.fullName.split(' ')[0] || 'reader'}. Your details, phone number and sign-in
            settings are all here.
          </p>
        </div>
        <ProfileDetails user={user} />
        <PhoneSection user={user} />
        <ChangePasswordSection />
        <OtherDevicesSection />
        <DeleteAccountSection hasPassword={user.hasPassword} />
      </div>
    </Container>
  );
}
