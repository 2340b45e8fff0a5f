import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadMoreProps {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Loads the next page when scrolled into view; the button is the keyboard and no-observer route. */
export function LoadMore({ hasMore, loadingMore, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation('listPage');
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore]);

  if (!hasMore) return null;
  return (
    <Center ref={sentinel} py="md">
      <Button
        variant="default"
        onClick={onLoadMore}
        loading={loadingMore}
        loaderProps={{ 'aria-label': t('loadingMore') }}
      >
        {t('loadMore')}
      </Button>
    </Center>
  );
}
