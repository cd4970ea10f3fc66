import '@blocknote/core/fonts/inter.css';
import '@blocknote/mantine/style.css';
import {
  BlockNoteSchema,
  createHeadingBlockSpec,
  defaultBlockSpecs,
  defaultInlineContentSpecs,
  defaultStyleSpecs,
} from '@blocknote/core';
import { BlockNoteView } from '@blocknote/mantine';
import { useCreateBlockNote } from '@blocknote/react';
import { useEffect, useRef, type RefObject } from 'react';
import { uploadFile } from '../../../kit/files/uploadFile';
import type { ContentBlock } from '../../../../../domain/content/blocks';
import { fromEditor, toEditor, type EditorBlock } from './blockNoteConversion';

/** Only what our content format holds: the editor offers nothing the renderer would drop. */
const schema = BlockNoteSchema.create({
  blockSpecs: {
    paragraph: defaultBlockSpecs.paragraph,
    heading: createHeadingBlockSpec({ levels: [2, 3, 4], defaultLevel: 2, allowToggleHeadings: false }),
    bulletListItem: defaultBlockSpecs.bulletListItem,
    numberedListItem: defaultBlockSpecs.numberedListItem,
    quote: defaultBlockSpecs.quote,
    image: defaultBlockSpecs.image,
    video: defaultBlockSpecs.video,
    table: defaultBlockSpecs.table,
  },
  inlineContentSpecs: { text: defaultInlineContentSpecs.text, link: defaultInlineContentSpecs.link },
  styleSpecs: { bold: defaultStyleSpecs.bold, italic: defaultStyleSpecs.italic },
});

/**
 * BlockNote leaves `aria-expanded="false"` on its textbox once the slash menu has been open, an attribute a
 * textbox may not carry (axe: aria-allowed-attr); a closed menu says nothing, so the attribute is dropped.
 */
const useDropClosedMenuState = (wrapper: RefObject<HTMLDivElement | null>) => {
  useEffect(() => {
    const root = wrapper.current;
    if (!root) return undefined;
    const drop = () => {
      for (const element of root.querySelectorAll('[contenteditable][aria-expanded="false"]'))
        element.removeAttribute('aria-expanded');
    };
    drop();
    const observer = new MutationObserver(drop);
    observer.observe(root, { attributes: true, subtree: true, attributeFilter: ['aria-expanded'] });
    return () => observer.disconnect();
  }, [wrapper]);
};

export type BlockEditorProps = {
  readonly value: readonly ContentBlock[];
  readonly onChange: (blocks: ContentBlock[]) => void;
  readonly label: string;
  readonly labelId: string;
  readonly describedBy?: string;
};

/**
 * The one editor of terms, articles and information pages (BlockNote on Mantine). Loaded only on editing routes.
 * Images are uploaded to our file store as they are dropped in; a video is a YouTube address.
 */
export const BlockEditor = ({ value, onChange, label, labelId, describedBy }: BlockEditorProps) => {
  const editor = useCreateBlockNote({
    schema,
    // The editable area is the field screen readers land on: it carries the field's name and description.
    domAttributes: { editor: { 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}) } },
    initialContent: value.length > 0 ? (toEditor(value) as never) : undefined,
    uploadFile: async (file: File) => (await uploadFile('content-image', file)).url,
  });
  const wrapper = useRef<HTMLDivElement>(null);
  useDropClosedMenuState(wrapper);
  return (
    <div ref={wrapper} aria-labelledby={labelId} aria-describedby={describedBy} role="group" data-testid="block-editor">
      <BlockNoteView
        editor={editor}
        theme="light"
        onChange={() => onChange(fromEditor(editor.document as unknown as EditorBlock[]))}
      />
    </div>
  );
};
export default BlockEditor;
