import { Text } from '@mantine/core';
import type { RouterOutputs } from '../../app/trpc';
import { ContentHtml } from './ContentHtml';

export type InfoPageData = RouterOutputs['content']['infoPage'];

/** An information page's text; the page header carries its title. */
export const InfoPageView = ({ page }: { readonly page: InfoPageData }) => (
  <>
    {page.description ? (
      <Text size="lg" c="dimmed" mb="lg">
        {page.description}
      </Text>
    ) : null}
    <ContentHtml html={page.html} />
  </>
);
