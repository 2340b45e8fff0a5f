import type { AssessmentType, SubscriptionLicenceFieldsFragment } from '../../../gql/graphql';
import type { DetailsTab } from '../subscription-kinds';

export type Licence = SubscriptionLicenceFieldsFragment;

export interface LicenceItem {
  id: string;
  name: string;
  assessmentType: AssessmentType;
}

export type LicenceFilter = 'all' | 'selected';

export const TAB_ASSESSMENT_TYPE: Record<DetailsTab, AssessmentType> = {
  assessments: 'Assessment',
  training: 'TrainingModule',
};

/** The content editor an item links to. */
export function contentEditPath(item: LicenceItem): string {
  return item.assessmentType === 'TrainingModule'
    ? `/administration/training/edit/${item.id}`
    : `/administration/assessments/edit/${item.id}`;
}

/**
 * What the list shows: everything that may be licensed plus whatever is licensed already (a distributor may have
 * dropped something its customer still holds), by name, narrowed by the filter and the search text.
 */
export function visibleLicenceItems({
  licensable,
  licensed,
  isSelected,
  filter,
  search,
}: {
  licensable: readonly LicenceItem[];
  licensed: readonly LicenceItem[];
  isSelected: (assessmentId: string) => boolean;
  filter: LicenceFilter;
  search: string;
}): LicenceItem[] {
  const byId = new Map<string, LicenceItem>();
  for (const item of [...licensable, ...licensed]) if (!byId.has(item.id)) byId.set(item.id, item);
  const term = search.trim().toLocaleLowerCase();
  return [...byId.values()]
    .filter((item) => filter === 'all' || isSelected(item.id))
    .filter((item) => !term || item.name.toLocaleLowerCase().includes(term))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
