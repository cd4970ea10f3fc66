import { SideNav } from '../../kit/SideNav';
import { useRememberTimeZone } from '../session/rememberTimeZone';
import { TermsPending } from '../../features/content/TermsPending';
import { useUnreadMessages } from '../../features/conversation/useUnreadMessages';
import { PersonalManagerCard } from '../../features/identity/PersonalManagerCard';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/SessionProvider';
import { AreaShell } from './AreaShell';
import { MESSAGES_PATH, personalAreaMenuOf } from './personalAreaMenu';

// Terms notices load with the personal area, not with the public pages' first chunk.
const TermsChangeHint = lazy(() =>
  import('../../features/content/TermsChangeHint').then((m) => ({ default: m.TermsChangeHint })),
);
const TermsModal = lazy(() => import('../../features/content/TermsModal').then((m) => ({ default: m.TermsModal })));

/** /pa/**: rendered only behind RequireAuth, so the profile is there. */
export const PersonalAreaLayout = () => {
  const { profile, logOut } = useSession();
  // The companies' people take part in threads; a manager's are in the manager's area.
  const unreadMessages = useUnreadMessages(profile !== null && profile.role !== 'manager');
  useRememberTimeZone();
  if (!profile) return null;
  const actingAs = profile.isAuthEmulator ? `${profile.name} ${profile.surname}` : null;
  return (
    <>
      <AreaShell
        sidebarLabel="Personal area"
        sidebar={
          <>
            <SideNav
              label="Personal area menu"
              items={personalAreaMenuOf(profile.role)}
              unread={{ [MESSAGES_PATH]: unreadMessages }}
            />
            {profile.role === 'manager' ? null : (
              <Suspense fallback={null}>
                <TermsChangeHint />
              </Suspense>
            )}
            {profile.role === 'manager' ? null : <PersonalManagerCard manager={profile.personalManager} />}
          </>
        }
      />
      {profile.showModalTaC ? (
        <Suspense fallback={<TermsPending />}>
          <TermsModal required actingAs={actingAs} onDecline={() => void logOut()} />
        </Suspense>
      ) : null}
    </>
  );
};
