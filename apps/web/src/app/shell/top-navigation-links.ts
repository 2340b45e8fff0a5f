import type { TopNavigationItem } from '@roadmark/domain/navigation';

export interface TopNavigationLink {
  item: TopNavigationItem;
  to: string;
}

const PATHS: Record<TopNavigationItem, string> = {
  home: '/me',
  dashboard: '/dashboard',
  manageSubscription: '/manage',
  manageDistributor: '/manage/distributor',
  administration: '/administration',
};

export function topNavigationLinks(items: readonly TopNavigationItem[]): TopNavigationLink[] {
  return items.map((item) => ({ item, to: PATHS[item] }));
}

/** /manage/distributor lies under /manage, so the longest matching link wins. */
export function activeTopNavigationItem(
  links: readonly TopNavigationLink[],
  pathname: string,
): TopNavigationItem | undefined {
  const matching = links.filter(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return matching.sort((a, b) => b.to.length - a.to.length)[0]?.item;
}
