import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CandidateRow } from './candidateLabels';

export type CandidateDialogProps = {
  /** Kept while the dialog closes, so its content does not vanish mid-animation. */
  readonly candidate: CandidateRow | null;
  readonly opened: boolean;
  readonly onClose: () => void;
};

type Props = CandidateDialogProps & {
  readonly title: (candidate: CandidateRow) => string;
  readonly size?: ModalProps['size'];
  readonly children: (candidate: CandidateRow) => ReactNode;
};

/** A dialog about one candidate, named by its title; Escape closes it and gives the focus back. */
export const CandidateDialog = ({ candidate, opened, onClose, title, size, children }: Props) => (
  <Modal
    opened={opened && candidate !== null}
    onClose={onClose}
    title={candidate ? title(candidate) : ''}
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
    {...(size ? { size } : {})}
  >
    {candidate ? children(candidate) : null}
  </Modal>
);
