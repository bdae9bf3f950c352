import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from './errors.ts';
import { useResource } from './useResource.ts';

const offlineFailure = () =>
  new ServiceError('catalog', 'network', 'GET x failed', undefined, undefined, { offline: true });

describe('useResource', () => {
  it('keeps the failure, and a load that failed offline loads again by itself when the connection is back', async () => {
    const load = vi.fn().mockRejectedValueOnce(offlineFailure()).mockResolvedValueOnce(['argo']);
    const { result } = renderHook(() => useResource('fiat', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ failure: { kind: 'network', offline: true } });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['argo'] }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('any other failure waits for the person’s retry', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ServiceError('catalog', 'bad-response', 'GET x failed', 500))
      .mockResolvedValueOnce(['argo']);
    const { result } = renderHook(() => useResource('fiat', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('success'));
  });
});
