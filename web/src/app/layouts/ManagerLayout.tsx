import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useRememberTimeZone } from '../session/rememberTimeZone';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SideNav } from '../../kit/SideNav';
import { useSession } from '../session/SessionProvider';
import { AreaShell } from './AreaShell';
import {
  allowedItems,
  clientModeMenu,
  managerSectionOf,
  partnerModeMenu,
  sharedManagerMenu,
  type ManagerSection,
} from './managerMenu';

/** /manager/**: a partner or client section toggle, defaulting to partner unless the route is in the client menu. */
export const ManagerLayout = () => {
  const { pathname } = useLocation();
  const [section, setSection] = useState<ManagerSection>(() => managerSectionOf(pathname) ?? 'partner');
  // The menus follow the staff member's scopes: a role change shows with the next profile load.
  const scopes = useSession().profile?.scope ?? [];
  useRememberTimeZone();
  const partnerItems = allowedItems(partnerModeMenu, scopes);
  const clientItems = allowedItems(clientModeMenu, scopes);
  const sharedItems = allowedItems(sharedManagerMenu, scopes);
  // The toggle is offered only when the client section holds something for this employee.
  const withSections = clientItems.length > 0;

  useEffect(() => {
    const routeSection = managerSectionOf(pathname);
    if (routeSection) setSection(routeSection);
  }, [pathname]);

  return (
    <AreaShell
      sidebarLabel="Manager area"
      sidebar={
        <>
          {withSections ? (
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
          ) : null}
          <SideNav
            label={section === 'partner' || !withSections ? 'Partner section menu' : 'Client section menu'}
            items={section === 'partner' || !withSections ? partnerItems : clientItems}
          />
          {sharedItems.length > 0 ? <SideNav label="Shared manager menu" items={sharedItems} /> : null}
        </>
      }
    />
  );
};
