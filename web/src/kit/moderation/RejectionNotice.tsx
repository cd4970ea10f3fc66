import { Alert, Box, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

type RejectionNoticeProps = {
  readonly rejection: { readonly reasons: readonly string[]; readonly comment: string };
  /** Where the agency fixes the item, when it may. */
  readonly editTo?: string;
  /** How this kind of item says it: the section's name, the title and the fix button. */
  readonly words: { readonly section: string; readonly title: string; readonly fix: string };
};

/** Why a manager sent the item back, at the top of its page: the agency has to read it before anything else. */
export const RejectionNotice = ({ rejection, editTo, words }: RejectionNoticeProps) => (
  <Box component="section" aria-label={words.section}>
    <Alert color="red" variant="light" title={words.title} role="note">
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
              {words.fix}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Alert>
  </Box>
);
