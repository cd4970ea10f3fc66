import { Alert, Box, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type Props = {
  readonly rejection: { readonly reasons: readonly string[]; readonly comment: string };
  /** Where the agency fixes the solution, when it may. */
  readonly editTo?: string;
};

/** Why a manager rejected the solution, at the top of its page: the agency reads it before anything else. */
export const SolutionRejectionNotice = ({ rejection, editTo }: Props) => (
  <Box component="section" aria-label="Reasons for rejection">
    <Alert color="red" variant="light" title="The solution was rejected by the moderator" role="note">
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
              Fix the solution
            </Button>
          </div>
        ) : null}
      </Stack>
    </Alert>
  </Box>
);
