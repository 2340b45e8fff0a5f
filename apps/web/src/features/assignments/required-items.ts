import { maxRestartsWithinLicence } from '@roadmark/domain/assignments';
import { MAX_RESTARTS_LIMIT } from '@roadmark/domain/licensing';
import type { AssignmentFieldsFragment, RequiredAssessmentsQuery } from '../../gql/graphql';

export type RequiredItem = RequiredAssessmentsQuery['requiredAssessments'][number];
export type Assignment = AssignmentFieldsFragment;

export type RequiredFilter = 'all' | 'selected';

/** By name, narrowed by All/Selected (a team assignment counts as selected on a person's list) and the search. */
export function visibleRequiredItems({
  items,
  isSelected,
  filter,
  search,
}: {
  items: readonly RequiredItem[];
  isSelected: (item: RequiredItem) => boolean;
  filter: RequiredFilter;
  search: string;
}): RequiredItem[] {
  const term = search.trim().toLocaleLowerCase();
  return items
    .filter((item) => filter === 'all' || isSelected(item))
    .filter((item) => !term || item.name.toLocaleLowerCase().includes(term))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export type MaxRestartsProblem = 'range' | 'overLicence' | null;

/**
 * Maximum retakes: a whole number from 0, and no more than the subscription's licence allows unless it is 0
 * ('Max restarts cannot exceed the limit set on subscription'), by the domain rule the server checks too.
 */
export function maxRestartsProblem(value: number | string, licenceMaxRestarts: number): MaxRestartsProblem {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_RESTARTS_LIMIT) return 'range';
  if (!maxRestartsWithinLicence(value, licenceMaxRestarts)) return 'overLicence';
  return null;
}
