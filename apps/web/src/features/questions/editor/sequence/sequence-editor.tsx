import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { moveInDisplayOrder, newDisplayOrder, sortByDisplayOrder } from '@roadmark/domain/content/display-order';
import { QuestionCategory, type QuestionType, questionCategory } from '@roadmark/domain/content/question-types';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveRemoveActions } from '../../../../ui/row-actions/move-remove-actions';
import type { PickerResult } from '../../picker/picker-result';
import { type PickedQuestion, QuestionPickerModal } from '../../picker/question-picker-modal';
import { questionEditPath } from '../../question-banks';
import type { SequenceChildValue } from '../question-editor-values';

export interface SequenceEditorProps {
  /** The sequence's own id: it cannot be picked (a sequence cannot contain itself). */
  questionId: string;
  value: SequenceChildValue[];
  onChange: (next: SequenceChildValue[]) => void;
  error?: ReactNode;
}

/** What a sequence's Add buttons pick: questions, other sequences among them, and questionnaires. */
const PICKED_KINDS = [
  { category: QuestionCategory.Question, addLabel: 'sequence.add' },
  { category: QuestionCategory.Questionnaire, addLabel: 'sequence.addQuestionnaires' },
] as const;

const categoryOf = (child: SequenceChildValue) => questionCategory(child.childQuestion.questionType as QuestionType);

/**
 * A sequence of questions: its questions and questionnaires in order, each linking to its editor in a
 * new tab. Each Add button opens a picker of its own kind, which changes only the children of that kind.
 */
export function SequenceEditor({ questionId, value, onChange, error }: SequenceEditorProps) {
  const { t } = useTranslation('questionBank');
  const [picking, setPicking] = useState<QuestionCategory | null>(null);
  const children = sortByDisplayOrder(value);
  const pickedKind = (category: QuestionCategory) => children.filter((child) => categoryOf(child) === category);

  const applyPick = (result: PickerResult<PickedQuestion>) => {
    setPicking(null);
    if (result.cancelled) return;
    const removed = new Set(result.removedIds);
    const kept = children.filter((child) => !removed.has(child.childQuestion.id));
    const added = result.added.map((question, index) => ({
      id: crypto.randomUUID(),
      displayOrder: newDisplayOrder(index),
      childQuestion: { id: question.id, name: question.name, questionType: question.questionType },
    }));
    onChange([...kept, ...added]);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('sequence.heading')}
        </Title>
        <Group gap="xs">
          {PICKED_KINDS.map(({ category, addLabel }) => (
            <Button
              key={category}
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setPicking(category)}
            >
              {t(addLabel)}
            </Button>
          ))}
        </Group>
      </Group>
      {error && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
      {children.length === 0 && <Text c="dimmed">{t('sequence.empty')}</Text>}
      {children.map((child, index) => (
        <Paper key={child.id} withBorder p="xs">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Anchor
                href={questionEditPath(child.childQuestion.questionType as QuestionType, child.childQuestion.id)}
                target="_blank"
                rel="noopener"
              >
                {child.childQuestion.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(`types.${child.childQuestion.questionType}`)}
              </Text>
            </div>
            <MoveRemoveActions
              moveUpLabel={t('sequence.moveUp', { name: child.childQuestion.name })}
              moveDownLabel={t('sequence.moveDown', { name: child.childQuestion.name })}
              removeLabel={t('sequence.remove', { name: child.childQuestion.name })}
              onMoveUp={index > 0 ? () => onChange(moveInDisplayOrder(children, index, -1)) : undefined}
              onMoveDown={
                index < children.length - 1 ? () => onChange(moveInDisplayOrder(children, index, 1)) : undefined
              }
              onRemove={() => onChange(children.filter((c) => c.id !== child.id))}
            />
          </Group>
        </Paper>
      ))}
      {picking && (
        <QuestionPickerModal
          opened
          category={picking}
          initialSelectedIds={pickedKind(picking).map((child) => child.childQuestion.id)}
          mode={pickedKind(picking).length > 0 ? 'use' : 'add'}
          excludedIds={[questionId]}
          onClose={applyPick}
        />
      )}
    </Stack>
  );
}
