import type { SubmissionErrors } from 'final-form';
import { WriteReviewInput } from '../../../../application/review/schemas';
import { reviewCriteria, reviewRules } from '../../../../domain/review/review.rules';
import { CheckboxField } from '../../kit/form/CheckboxField';
import { FormButtons } from '../../kit/form/FormButtons';
import { SchemaForm } from '../../kit/form/SchemaForm';
import { TextareaField } from '../../kit/form/TextareaField';
import { criterionWords } from './reviewWords';
import { ScoreField } from './ScoreField';

export type ReviewValues = {
  candidateId: string;
  overall: number;
  skills: number;
  communication: number;
  reliability: number;
  value: number;
  text: string;
  showClientName: boolean;
};

/** The client's review of one specialist on its project: an overall score, four criteria, a text, the name choice. */
export const ReviewForm = ({
  candidateId,
  name,
  onSubmit,
  onCancel,
}: {
  readonly candidateId: string;
  readonly name: string;
  readonly onSubmit: (values: ReviewValues) => Promise<SubmissionErrors | undefined>;
  readonly onCancel: () => void;
}) => (
  <SchemaForm<ReviewValues>
    label={`Review of ${name}`}
    schema={WriteReviewInput}
    initialValues={{ candidateId, text: '', showClientName: false }}
    maw={720}
    onSubmit={onSubmit}
  >
    <ScoreField name="overall" label={criterionWords.overall} />
    {reviewCriteria.map((criterion) => (
      <ScoreField key={criterion} name={criterion} label={criterionWords[criterion]} />
    ))}
    <TextareaField
      name="text"
      label="Your review"
      description="Shown on the specialist's page"
      maxLength={reviewRules.maxTextLength}
    />
    <CheckboxField
      name="showClientName"
      label="Show our company's name with the review"
      description="Off: the page says only that a client wrote it"
    />
    <FormButtons onCancel={onCancel}>Publish review</FormButtons>
  </SchemaForm>
);
