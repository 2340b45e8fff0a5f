import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMULATION_STORAGE_KEY,
  emulatedSubscriptionId,
  emulationHeaders,
  startEmulating,
  stopEmulating,
  subscribeToEmulation,
  useEmulatedSubscriptionId,
} from './emulation';

const ACME = '9b2f0c1e-0000-4000-8000-000000000001';
const OTHER = '9b2f0c1e-0000-4000-8000-000000000002';

afterEach(() => localStorage.clear());

describe('emulation storage', () => {
  it('keeps the chosen subscription in local storage until emulation stops', () => {
    expect(emulatedSubscriptionId()).toBeNull();
    startEmulating(ACME);
    expect(localStorage.getItem(EMULATION_STORAGE_KEY)).toBe(ACME);
    expect(emulatedSubscriptionId()).toBe(ACME);
    stopEmulating();
    expect(localStorage.getItem(EMULATION_STORAGE_KEY)).toBeNull();
    expect(emulatedSubscriptionId()).toBeNull();
  });

  it('names the subscription in the emulation header only while emulating', () => {
    expect(emulationHeaders()).toEqual({});
    startEmulating(ACME);
    expect(emulationHeaders()).toEqual({ 'x-roadmark-subscription': ACME });
  });

  it('tells listeners about each change once, and not about a choice that is already in effect', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToEmulation(listener);
    startEmulating(ACME);
    startEmulating(ACME);
    startEmulating(OTHER);
    stopEmulating();
    stopEmulating();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    startEmulating(ACME);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('tells listeners when another tab changes the choice', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToEmulation(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'roadmark.locale' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: EMULATION_STORAGE_KEY, newValue: ACME }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('useEmulatedSubscriptionId', () => {
  it('re-renders with the choice as it changes', () => {
    const { result } = renderHook(() => useEmulatedSubscriptionId());
    expect(result.current).toBeNull();
    act(() => startEmulating(ACME));
    expect(result.current).toBe(ACME);
    act(() => stopEmulating());
    expect(result.current).toBeNull();
  });
});
