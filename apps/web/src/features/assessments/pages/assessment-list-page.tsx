import { useMutation } from '@apollo/client/react';
import { Badge, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { plainText } from '@roadmark/domain/rich-text/plain-text';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateTime } from '../../../ui/date-time/date-time';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { ListPage } from '../../../ui/list-page/list-page';
import { LIST_PAGE_SIZE, useListQuery } from '../../../ui/list-page/use-list-query';
import { useListSearch } from '../../../ui/list-page/use-list-search';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { TagFilter } from '../../tags/components/tag-filter';
import type { AssessmentKind } from '../assessment-kinds';
import { AssessmentsQuery, CloneAssessmentMutation } from '../graphql/assessment-list-operations';

interface ListedAssessment {
  id: string;
  name: string;
  tileText: string;
  feedbackStyle: string;
  creationDate: string;
  itemsShortOfQuestions: number;
  questionTags: readonly { id: string; name: string }[];
}

/** The name, with a warning when an item has fewer questions left than it presents (a question deleted since). */
function NameWithProblems({ assessment }: { assessment: ListedAssessment }) {
  const { t } = useTranslation('assessments');
  return (
    <Group gap={6}>
      <span>{assessment.name}</span>
      {assessment.itemsShortOfQuestions > 0 && (
        <Badge color="red.9" variant="filled" size="sm" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
          {t('list.itemsShortOfQuestions', { count: assessment.itemsShortOfQuestions })}
        </Badge>
      )}
    </Group>
  );
}

function TagBadges({ tags }: { tags: ListedAssessment['questionTags'] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag.id} variant="light" size="sm">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * /administration/assessments and /administration/training (docs/product/content-editor.md#lists): search over name and
 * tag names, the tag filter, cards or a table, and per row Edit plus a More menu with Create a copy and Delete. Rows
 * load a page at a time, more as the list is scrolled.
 */
export function AssessmentListPage({ kind }: { kind: AssessmentKind }) {
  const { t } = useTranslation('assessments');
  const title = t(`${kind.key}.title`);
  usePageTitle(title);
  const navigate = useNavigate();
  const search = useListSearch();
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [copying, setCopying] = useState<string | null>(null);
  const [copyError, setCopyError] = useState<unknown>(null);
  const [clone] = useMutation(CloneAssessmentMutation);
  const list = useListQuery({
    document: AssessmentsQuery,
    field: 'assessments',
    search: search.term,
    variables: {
      assessmentTypes: [kind.assessmentType],
      ...(tagIds.length > 0 ? { questionTagIds: tagIds } : {}),
    },
    pageSize: LIST_PAGE_SIZE,
  });

  const copy = async (assessment: ListedAssessment) => {
    setCopying(assessment.id);
    setCopyError(null);
    try {
      const result = await clone({ variables: { copyFromAssessmentId: assessment.id } });
      const copyId = result.data?.cloneAssessment.id;
      if (copyId) navigate(`/administration/${kind.path}/edit/${copyId}`);
    } catch (error) {
      setCopyError(error);
    } finally {
      setCopying(null);
    }
  };

  const feedbackStyle = (a: ListedAssessment) => t(`feedbackStyles.${a.feedbackStyle}`);
  return (
    <ListPage
      title={title}
      addLabel={t(`${kind.key}.add`)}
      addFirstLabel={t(`${kind.key}.addFirst`)}
      search={search}
      list={list}
      itemName={(a) => a.name}
      columns={[
        { key: 'name', header: t('columns.name'), render: (a) => <NameWithProblems assessment={a} /> },
        { key: 'tile', header: t('columns.tileText'), render: (a) => plainText(a.tileText, 120) },
        { key: 'tags', header: t('columns.tags'), render: (a) => <TagBadges tags={a.questionTags} /> },
        { key: 'feedback', header: t('columns.feedbackStyle'), render: feedbackStyle },
        { key: 'created', header: t('columns.creationDate'), render: (a) => <DateTime value={a.creationDate} /> },
      ]}
      renderCard={(a) => (
        <Stack gap={4}>
          <Title order={2} size="h4">
            <NameWithProblems assessment={a} />
          </Title>
          <Text size="sm">{plainText(a.tileText, 160)}</Text>
          <Text size="sm" c="dimmed">
            {feedbackStyle(a)} · <DateTime value={a.creationDate} />
          </Text>
          <TagBadges tags={a.questionTags} />
        </Stack>
      )}
      menuItems={(a) => (
        <Menu.Item
          closeMenuOnClick={false}
          disabled={copying !== null}
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() => void copy(a)}
        >
          {copying === a.id ? t('copying') : t('copy')}
        </Menu.Item>
      )}
    >
      <TagFilter value={tagIds} onChange={setTagIds} />
      <ErrorAlert errors={copyError ? [copyError] : []} />
    </ListPage>
  );
}
