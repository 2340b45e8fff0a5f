import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';

/**
 * Tells the player that a sequence on the page shows its own 'Next question' button for now, so the player hides its
 * Next: a driver sees one Next button at a time. Each sequence reports under an id of its own, so a sequence inside
 * another reaching its last child does not bring the player's Next back while the outer one still steps.
 */
const InnerNextContext = createContext<((reporter: string, shown: boolean) => void) | null>(null);

export const InnerNextProvider = InnerNextContext.Provider;

/** For the player: whether any sequence on the page shows its own Next, and the reporter to provide to the page. */
export function useInnerNextShown(): [shown: boolean, report: (reporter: string, shown: boolean) => void] {
  const [reporters, setReporters] = useState<ReadonlySet<string>>(() => new Set());
  // Stable, so a sequence reports again only when what it shows changes.
  const report = useCallback(
    (reporter: string, shown: boolean) =>
      setReporters((current) => {
        if (current.has(reporter) === shown) return current;
        const next = new Set(current);
        if (shown) next.add(reporter);
        else next.delete(reporter);
        return next;
      }),
    [],
  );
  return [reporters.size > 0, report];
}

/** For a sequence: says whether it shows its own Next now, and takes that back when it leaves the page. */
export function useReportInnerNext(shown: boolean): void {
  const report = useContext(InnerNextContext);
  const reporter = useId();
  useEffect(() => {
    report?.(reporter, shown);
    return () => report?.(reporter, false);
  }, [report, reporter, shown]);
}
