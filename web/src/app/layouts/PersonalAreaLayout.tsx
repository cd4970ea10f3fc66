import { SideNav } from '../../kit/SideNav';
import { PersonalManagerCard } from '../../features/identity/PersonalManagerCard';
import { useSession } from '../session/SessionProvider';
import { AreaShell } from './AreaShell';
import { personalAreaMenuOf } from './personalAreaMenu';

/** /pa/**: rendered only behind RequireAuth, so the profile is there. */
export const PersonalAreaLayout = () => {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <AreaShell
      sidebarLabel="Personal area"
      sidebar={
        <>
          <SideNav label="Personal area menu" items={personalAreaMenuOf(profile.role)} />
          {profile.role === 'manager' ? null : <PersonalManagerCard manager={profile.personalManager} />}
        </>
      }
    />
  );
};
