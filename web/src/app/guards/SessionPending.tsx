import { Center, Loader } from '@mantine/core';

/** While the profile loads, guards hold the page instead of guessing who the visitor is. */
export const SessionPending = () => (
  <Center mih="50vh" role="status" aria-label="Loading your session">
    <Loader />
  </Center>
);
