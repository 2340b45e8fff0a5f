import { Anchor, List, Stack, Text } from '@mantine/core';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionRelatedCountsQuery } from '../../../gql/graphql';
import { assessmentEditPath } from '../../assessments/assessment-kinds';
import { questionEditPath } from '../question-banks';

type Usages = QuestionRelatedCountsQuery['questionUsages'];
type User = Usages['assessments'][number];

function UsedIn({
  heading,
  users,
  total,
  href,
}: {
  heading: string;
  users: User[];
  total: number;
  href: (user: User) => string;
}) {
  const { t } = useTranslation('questionBank');
  const headingId = useId();
  if (total === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} id={headingId}>
        {heading}
      </Text>
      <List aria-labelledby={headingId}>
        {users.map((user) => (
          <List.Item key={user.id}>
            <Anchor href={href(user)} target="_blank" rel="noopener">
              {user.name}
            </Anchor>
          </List.Item>
        ))}
        {total > users.length && <List.Item>{t('usages.more', { count: total - users.length })}</List.Item>}
      </List>
    </Stack>
  );
}

/**
 * Where the question is used, named and linked (each opens in a new tab): the assessments and training modules whose
 * pools hold it, then the sequences and questionnaires, and what deleting it means for those assessments.
 */
export function QuestionUsages({ usages }: { usages: Usages }) {
  const { t } = useTranslation('questionBank');
  if (usages.assessmentCount === 0 && usages.parentQuestionCount === 0) return <Text>{t('usages.none')}</Text>;
  return (
    <Stack gap="sm">
      <UsedIn
        heading={t('usages.assessments')}
        users={usages.assessments}
        total={usages.assessmentCount}
        href={(user) => assessmentEditPath(user.type, user.id)}
      />
      <UsedIn
        heading={t('usages.parentQuestions')}
        users={usages.parentQuestions}
        total={usages.parentQuestionCount}
        href={(user) => questionEditPath(user.type as QuestionType, user.id)}
      />
      {usages.assessmentCount > 0 && <Text size="sm">{t('usages.effect')}</Text>}
    </Stack>
  );
}
