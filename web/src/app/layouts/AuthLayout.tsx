import { Box, Center, Container, Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteHeader } from './header/SiteHeader';
import classes from './layout.module.css';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Login, registration and the e-mail link pages: one narrow card. */
export const AuthLayout = () => (
  <div className={classes.page}>
    <SkipLink />
    <SiteHeader />
    <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main} bg="gray.0">
      <Center py={48} px="md">
        <Container size={480} w="100%" p={0}>
          <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Container>
      </Center>
    </Box>
  </div>
);
