import type { builder } from '../../platform/graphql/builder.ts';
import { BlobReference } from '../files/blob-reference.graphql.ts';
import { findBlobReference } from '../files/find-blob-reference.ts';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What every feedback range of a question or an assessment carries besides its score range. */
interface FeedbackContent {
  feedbackText: string;
  imageBlobReferenceId: string | null;
  videoBlobReferenceId: string | null;
}

const liveUpload = (id: string | null, { db }: Types['Context']) => (id ? findBlobReference(db, id) : null);

/**
 * The text and media fields of the QuestionFeedback and AssessmentFeedback types, defined once so the two stay
 * alike: the text may use {score} and {maxScore}; a media reference resolves to its live upload, or null.
 */
export function feedbackContentFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, FeedbackContent>) {
  return {
    feedbackText: t.exposeString('feedbackText'),
    imageBlobReferenceId: t.exposeID('imageBlobReferenceId', { nullable: true }),
    videoBlobReferenceId: t.exposeID('videoBlobReferenceId', { nullable: true }),
    imageBlobReference: t.field({
      type: BlobReference,
      nullable: true,
      resolve: (feedback, _args, context) => liveUpload(feedback.imageBlobReferenceId, context),
    }),
    videoBlobReference: t.field({
      type: BlobReference,
      nullable: true,
      resolve: (feedback, _args, context) => liveUpload(feedback.videoBlobReferenceId, context),
    }),
  };
}

/** The same fields on the QuestionFeedbackInput and AssessmentFeedbackInput types, all optional. */
export function feedbackContentInputFields(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) {
  return {
    feedbackText: t.string({ required: false }),
    imageBlobReferenceId: t.id({ required: false }),
    videoBlobReferenceId: t.id({ required: false }),
  };
}
