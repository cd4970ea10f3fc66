import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { renderBlocks } from '../../../../domain/content/renderHtml';

/**
 * Content blocks shown as the server renders them: the one allowlisted renderer of the domain, so a page here
 * and an e-mail or a server-rendered page show the same HTML.
 */
export const ContentHtml = ({ blocks, html }: { readonly blocks?: readonly unknown[]; readonly html?: string }) => {
  const markup = useMemo(() => html ?? renderBlocks(blocks ?? []), [blocks, html]);
  return (
    <Typography>
      {/* The renderer escapes every value and writes only allowlisted tags (tests/property/contentRenderer). */}
      <div className="content-blocks" dangerouslySetInnerHTML={{ __html: markup }} />
    </Typography>
  );
};
