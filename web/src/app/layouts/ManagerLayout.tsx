import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SideNav } from '../../kit/SideNav';
import { AreaShell } from './AreaShell';
import { clientModeMenu, managerSectionOf, partnerModeMenu, sharedManagerMenu, type ManagerSection } from './managerMenu';

/** /manager/**: a partner or client section toggle, defaulting to partner unless the route is in the client menu. */
export const ManagerLayout = () => {
  const { pathname } = useLocation();
  const [section, setSection] = useState<ManagerSection>(() => managerSectionOf(pathname) ?? 'partner');

  useEffect(() => {
    const routeSection = managerSectionOf(pathname);
    if (routeSection) setSection(routeSection);
  }, [pathname]);

  return (
    <AreaShell
      sidebarLabel="Manager area"
      sidebar={
        <>
          <Stack gap={6}>
            <Text id="manager-section-label" size="xs" tt="uppercase" c="dimmed" fw={700}>
              Section
            </Text>
            <SegmentedControl
              aria-labelledby="manager-section-label"
              fullWidth
              value={section}
              onChange={(value) => setSection(value === 'client' ? 'client' : 'partner')}
              data={[
                { value: 'partner', label: 'Partners' },
                { value: 'client', label: 'Clients' },
              ]}
            />
          </Stack>
          <SideNav label={section === 'partner' ? 'Partner section menu' : 'Client section menu'} items={section === 'partner' ? partnerModeMenu : clientModeMenu} />
          <SideNav label="Shared manager menu" items={sharedManagerMenu} />
        </>
      }
    />
  );
};
