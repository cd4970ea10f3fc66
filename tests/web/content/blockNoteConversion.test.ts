import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContentBlocksSchema } from '../../../application/content/schemas';
import type { ContentBlock } from '../../../domain/content/blocks';
import { fromEditor, toEditor } from '../../../web/src/features/content/editor/blockNoteConversion';

const fileId = '3f2b8c1e-2a4d-4e6f-8a9b-0c1d2e3f4a5b';

describe("the block editor's document and our blocks", () => {
  it('come back the same after a round trip through the editor', () => {
    const blocks: ContentBlock[] = [
      { type: 'heading', level: 3, content: [{ type: 'text', text: 'Fees' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'The ' },
          { type: 'text', text: 'client', bold: true },
          { type: 'link', href: 'https://example.com/fees', content: [{ type: 'text', text: 'pays', italic: true }] },
        ],
      },
      { type: 'bulletList', items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'numberedList', items: [[{ type: 'text', text: 'first' }]] },
      { type: 'quote', content: [{ type: 'text', text: 'Quoted' }] },
      { type: 'image', fileId, alt: 'Chart', caption: 'Rates in 2026' },
      { type: 'video', videoId: 'dQw4w9WgXcQ', start: 42, title: 'How hiring works' },
      {
        type: 'table',
        header: true,
        rows: [
          [[{ type: 'text', text: 'Grade' }], [{ type: 'text', text: 'Rate' }]],
          [[{ type: 'text', text: 'Senior' }], [{ type: 'text', text: '$60' }]],
        ],
      },
    ];
    expect(fromEditor(toEditor(blocks))).toEqual(blocks);
  });

  it('keeps only what our format holds: no outside images or videos, no other styles, lists flattened', () => {
    const document = [
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'Hi', styles: { bold: true, underline: true, textColor: 'red' } }],
      },
      { type: 'paragraph', content: [] },
      { type: 'image', props: { url: 'https://evil.example/x.png', caption: '' } },
      { type: 'image', props: { url: `/api/files/${fileId}`, caption: 'Ours', name: 'ours.png' } },
      { type: 'video', props: { url: 'https://vimeo.com/1', caption: 'Elsewhere' } },
      { type: 'video', props: { url: 'https://youtu.be/dQw4w9WgXcQ', caption: '' } },
      {
        type: 'bulletListItem',
        content: [{ type: 'text', text: 'a' }],
        children: [{ type: 'bulletListItem', content: [{ type: 'text', text: 'a.1' }] }],
      },
      { type: 'checkListItem', content: [{ type: 'text', text: 'b' }] },
      { type: 'audio', props: { url: 'https://example.com/a.mp3' } },
    ];
    expect(fromEditor(document)).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Hi', bold: true }] },
      { type: 'image', fileId, alt: 'ours.png', caption: 'Ours' },
      { type: 'video', videoId: 'dQw4w9WgXcQ', title: 'Video' },
      {
        type: 'bulletList',
        items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'a.1' }], [{ type: 'text', text: 'b' }]],
      },
    ]);
  });

  it('whatever the editor holds, what it gives the form is blocks of our format (or a link the schema refuses at its field)', () => {
    const text = fc.record({
      type: fc.constant('text'),
      text: fc.string({ maxLength: 20 }),
      styles: fc.record({ bold: fc.boolean(), italic: fc.boolean(), underline: fc.boolean() }),
    });
    const block = fc.record({
      type: fc.constantFrom(
        'paragraph',
        'heading',
        'bulletListItem',
        'numberedListItem',
        'quote',
        'image',
        'video',
        'codeBlock',
        'file',
      ),
      props: fc.record({
        level: fc.constantFrom(1, 2, 3, 4, 5),
        url: fc.oneof(fc.constant(`/api/files/${fileId}`), fc.webUrl()),
        caption: fc.string({ maxLength: 10 }),
      }),
      content: fc.array(text, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 10 }),
        (document) => ContentBlocksSchema.safeParse(fromEditor(document)).success,
      ),
    );
  });
});
