import { Alert, Box, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type RejectionNoticeProps = {
  readonly rejection: { readonly reasons: readonly string[]; readonly comment: string };
  /** Where the agency fixes the card, when it may. */
  readonly editTo?: string;
};

/** Why a manager declined the card, at the top of the page: the agency has to read it before anything else. */
export const RejectionNotice = ({ rejection, editTo }: RejectionNoticeProps) => (
  <Box component="section" aria-label="Reasons for declining">
    <Alert color="red" variant="light" title="The card was declined by the moderator" role="note">
      <Stack gap="xs">
        {rejection.reasons.length > 0 ? (
          <>
            <Text size="sm" fw={500}>
              Reasons
            </Text>
            <List size="sm" spacing={2}>
              {rejection.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </>
        ) : null}
        {rejection.comment ? (
          <>
            <Text size="sm" fw={500}>
              Moderator's comment
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {rejection.comment}
            </Text>
          </>
        ) : null}
        {editTo ? (
          <div>
            <Button component={Link} to={editTo} size="xs" color="red" variant="outline" mt={4}>
              Fix the card
            </Button>
          </div>
        ) : null}
      </Stack>
    </Alert>
  </Box>
);
