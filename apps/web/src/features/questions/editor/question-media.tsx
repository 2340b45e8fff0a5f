import { QuestionType } from '@roadmark/domain/content/question-types';
import { useTranslation } from 'react-i18next';
import { blobValue } from '../components/blob-value';
import { MediaUploadField } from '../components/media-upload-field';
import type { QuestionTabProps } from './question-main-tab';

const VIDEO_TYPES: readonly QuestionType[] = [
  QuestionType.MultipleChoiceVideo,
  QuestionType.SlidingScaleVideo,
  QuestionType.ResponseTimeVideo,
  QuestionType.LearningVideo,
  QuestionType.InformationVideo,
];
const IMAGE_TYPES: readonly QuestionType[] = [
  QuestionType.LocationResponseImage,
  QuestionType.LocationDiscriminationImage,
  QuestionType.MultipleChoiceImage,
  QuestionType.LearningImage,
  QuestionType.InformationImage,
];

export const usesVideo = (type: QuestionType) => VIDEO_TYPES.includes(type);
export const usesImage = (type: QuestionType) => IMAGE_TYPES.includes(type);

/** The question's media by type: a video with its thumbnail, or an image. */
export function QuestionMedia({ values, onChange, errors }: QuestionTabProps) {
  const { t } = useTranslation('questionBank');
  const type = values.questionType;
  if (usesVideo(type)) {
    return (
      <MediaUploadField
        kind="video"
        label={t('fields.video')}
        value={blobValue(values.videoBlobReferenceId)}
        onChange={(blob) => onChange({ videoBlobReferenceId: blob?.id ?? null })}
        error={errors.videoBlobReferenceId}
        thumbnail={{
          label: t('fields.thumbnail'),
          value: blobValue(values.imageBlobReferenceId),
          onChange: (blob) => onChange({ imageBlobReferenceId: blob?.id ?? null }),
        }}
      />
    );
  }
  if (usesImage(type)) {
    return (
      <MediaUploadField
        kind="image"
        label={t('fields.image')}
        value={blobValue(values.imageBlobReferenceId)}
        onChange={(blob) => onChange({ imageBlobReferenceId: blob?.id ?? null })}
        error={errors.imageBlobReferenceId}
      />
    );
  }
  return null;
}
