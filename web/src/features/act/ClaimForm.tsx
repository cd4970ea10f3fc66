import type { SubmissionErrors } from 'final-form';
import { CreateClaimInput } from '../../../../application/act/schemas';
import { claimReasons, MAX_CLAIM_COMMENT } from '../../../../domain/act/claim';
import { CheckboxGroupField } from '../../kit/form/CheckboxGroupField';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { SelectField } from '../../kit/form/SelectField';
import { SubmitButton } from '../../kit/form/SubmitButton';
import { TextareaField } from '../../kit/form/TextareaField';

export type ClaimValues = { candidateId: string; reasons: string[]; comment: string };

/** A client's claim about one of its specialists on a project: the specialist, at least one reason, a comment. */
export const ClaimForm = ({
  specialists,
  chosen,
  onSubmit,
}: {
  readonly specialists: readonly { readonly candidateId: string; readonly name: string }[];
  /** The specialist the page was opened for (`?claimAbout=`), when they are one of `specialists`. */
  readonly chosen?: string | null;
  readonly onSubmit: (values: ClaimValues) => Promise<SubmissionErrors | undefined>;
}) => (
  <SchemaForm<ClaimValues>
    label="File a claim"
    schema={CreateClaimInput}
    initialValues={{
      reasons: [],
      comment: '',
      ...(chosen && specialists.some((s) => s.candidateId === chosen)
        ? { candidateId: chosen }
        : specialists.length === 1
          ? { candidateId: specialists[0]!.candidateId }
          : {}),
    }}
    maw={620}
    onSubmit={onSubmit}
  >
    <SelectField
      name="candidateId"
      label="Specialist"
      required
      options={specialists.map((s) => ({ value: s.candidateId, label: s.name }))}
    />
    <CheckboxGroupField
      name="reasons"
      label="What is wrong"
      required
      options={claimReasons.map((r) => ({ value: r.id, label: r.title }))}
    />
    <TextareaField name="comment" label="Comment" maxLength={MAX_CLAIM_COMMENT} />
    <div>
      <SubmitButton>File claim</SubmitButton>
    </div>
  </SchemaForm>
);
