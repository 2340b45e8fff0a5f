export interface PollLoop {
  /** Stops polling and waits for the poll under way to end. */
  stop: () => Promise<void>;
}

/**
 * Calls `poll` at once and then `everyMs` after each poll ends (never two at a time) until stopped. A failing poll
 * goes to `onError` and the next one tries again.
 */
export function startPollLoop(
  poll: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): PollLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = poll()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
