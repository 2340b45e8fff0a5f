import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { AssessmentType, DEFAULT_NUMBER_OF_QUESTIONS_TO_PRESENT } from '@roadmark/domain/content/assessment-form';
import { moveInDisplayOrder, sortByDisplayOrder } from '@roadmark/domain/content/display-order';
import { QuestionCategory } from '@roadmark/domain/content/question-types';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextDisplayOrder } from '../../../questions/editor/question-editor-values';
import type { PickerResult } from '../../../questions/picker/picker-result';
import { type PickedQuestion, QuestionPickerModal } from '../../../questions/picker/question-picker-modal';
import type { ItemValue } from '../assessment-editor-values';
import { ItemCard } from './item-card';
import { itemPresentation } from './item-presentation';

export interface ItemsTabProps {
  assessmentType: AssessmentType;
  value: ItemValue[];
  onChange: (next: ItemValue[]) => void;
  errors: FormErrors;
}

/** Who the picker is open for: a new item of a category, or an existing item's pool. */
type Picking = { category: QuestionCategory; itemId: string | null } | null;

function poolEntries(picked: PickedQuestion[]) {
  return picked.map((question) => ({ id: crypto.randomUUID(), question }));
}

/** The item list with its Add buttons, each opening a picker. */
export function ItemsTab({ assessmentType, value, onChange, errors }: ItemsTabProps) {
  const { t } = useTranslation('assessments');
  const [picking, setPicking] = useState<Picking>(null);
  const [newItemIds, setNewItemIds] = useState<Set<string>>(new Set());
  const items = sortByDisplayOrder(value);
  const groups = [...new Set(items.map((item) => item.counterbalanceGroup).filter(Boolean))];
  const editedItem = picking?.itemId ? items.find((item) => item.id === picking.itemId) : undefined;

  const closePicker = (result: PickerResult<PickedQuestion>) => {
    const target = picking;
    setPicking(null);
    if (result.cancelled || !target) return;
    if (!target.itemId) {
      if (result.added.length === 0) return;
      const item: ItemValue = {
        id: crypto.randomUUID(),
        displayOrder: nextDisplayOrder(items),
        numberOfQuestionsToPresent: DEFAULT_NUMBER_OF_QUESTIONS_TO_PRESENT,
        counterbalanceGroup: '',
        pool: poolEntries(result.added),
        displayRules: [],
      };
      setNewItemIds(new Set([...newItemIds, item.id]));
      onChange([...items, item]);
      return;
    }
    const removed = new Set(result.removedIds);
    onChange(
      items.map((item) =>
        item.id === target.itemId
          ? {
              ...item,
              pool: [...item.pool.filter((entry) => !removed.has(entry.question.id)), ...poolEntries(result.added)],
            }
          : item,
      ),
    );
  };

  const addButtons: { category: QuestionCategory; label: string }[] = [
    ...(assessmentType === AssessmentType.TrainingModule
      ? [{ category: QuestionCategory.Learning, label: t('items.addLearning') }]
      : []),
    { category: QuestionCategory.Question, label: t('items.addQuestions') },
    { category: QuestionCategory.Information, label: t('items.addInformation') },
    { category: QuestionCategory.Questionnaire, label: t('items.addQuestionnaires') },
  ];

  return (
    <Stack gap="sm">
      <Group gap="xs">
        {addButtons.map((button) => (
          <Button
            key={button.category}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPicking({ category: button.category, itemId: null })}
          >
            {button.label}
          </Button>
        ))}
      </Group>
      {errors.items && (
        <Text c="red.8" size="sm" role="alert">
          {errors.items}
        </Text>
      )}
      {items.length === 0 && <Text c="dimmed">{t('items.empty')}</Text>}
      {items.map((item, index) => (
        <ItemCard
          key={item.id}
          item={item}
          index={index}
          count={items.length}
          valueIndex={value.findIndex((v) => v.id === item.id)}
          counterbalanceGroups={groups}
          errors={errors}
          initiallyOpen={newItemIds.has(item.id)}
          onChange={(next) => onChange(items.map((i) => (i.id === next.id ? next : i)))}
          onMove={(step) => onChange(moveInDisplayOrder(items, index, step))}
          onRemove={() => onChange(items.filter((i) => i.id !== item.id))}
          onEditPool={() => setPicking({ category: itemPresentation(item).category, itemId: item.id })}
        />
      ))}
      <QuestionPickerModal
        opened={picking !== null}
        category={picking?.category ?? QuestionCategory.Question}
        initialSelectedIds={editedItem ? editedItem.pool.map((entry) => entry.question.id) : []}
        mode={editedItem ? 'use' : 'add'}
        onClose={closePicker}
      />
    </Stack>
  );
}
