import { Anchor, Box, Code, List, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { parseMessageText, type MessageBlock, type MessageInline } from '../../../domain/content/messageText';

const Inline = ({ parts }: { readonly parts: readonly MessageInline[] }) => (
  <>
    {parts.map((part, index) => {
      switch (part.type) {
        case 'text':
          return <Fragment key={index}>{part.text}</Fragment>;
        case 'code':
          return <Code key={index}>{part.text}</Code>;
        case 'link':
          return (
            <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" inherit>
              {part.href}
            </Anchor>
          );
        case 'break':
          return <br key={index} />;
        default: {
          const _exhaustive: never = part;
          return _exhaustive;
        }
      }
    })}
  </>
);

const Block = ({ block }: { readonly block: MessageBlock }) => {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          <Inline parts={block.content} />
        </Text>
      );
    case 'bulletList':
    case 'numberedList':
      return (
        <List
          size="sm"
          type={block.type === 'numberedList' ? 'ordered' : 'unordered'}
          start={block.type === 'numberedList' ? block.start : undefined}
        >
          {block.items.map((item, index) => (
            <List.Item key={index}>
              <Inline parts={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'codeBlock':
      return <Code block>{block.text}</Code>;
    default: {
      const _exhaustive: never = block;
      return _exhaustive;
    }
  }
};

/**
 * A message's text with paragraphs, lists, code and links, built as elements from `parseMessageText`: the text is
 * never read as HTML, so a tag someone wrote shows as the characters they typed.
 */
export const MessageText = ({ text, mt }: { readonly text: string; readonly mt?: number }) => {
  const blocks = useMemo(() => parseMessageText(text), [text]);
  return (
    <Box mt={mt} style={{ overflowWrap: 'anywhere', display: 'flex', flexDirection: 'column', gap: 6 }}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </Box>
  );
};
