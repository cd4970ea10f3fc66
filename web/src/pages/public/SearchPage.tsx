import { Container, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../kit/ComingSoon';
import { PageHeader } from '../../kit/PageHeader';

export const SearchPage = () => {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  return (
    <Container size="xl" py="xl">
      <PageHeader title="Search" />
      {search ? (
        <Text mb="md">
          Results for <strong>“{search}”</strong>
        </Text>
      ) : (
        <Text mb="md">Type a role or a skill in the search box above.</Text>
      )}
      <ComingSoon what="Search results" />
    </Container>
  );
};
