// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParleyThemeProvider } from '../../theme/ParleyThemeProvider.tsx';
import { EVENT_TOAST_DURATION_MS, TOAST_DURATION_MS, ToastProvider, useToast, type ToastOptions } from './Toast.tsx';

function Raise({ options }: { options: ToastOptions }) {
  const toast = useToast();
  useEffect(() => toast.show(options), [toast, options]);
  return null;
}

function renderToast(options: ToastOptions) {
  render(
    <ParleyThemeProvider>
      <ToastProvider>
        <Raise options={options} />
      </ToastProvider>
    </ParleyThemeProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast auto-hide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps the spec durations: 8000 ms by default, 6000 ms for event toasts', () => {
    expect(TOAST_DURATION_MS).toBe(8000);
    expect(EVENT_TOAST_DURATION_MS).toBe(6000);
  });

  it('hides a toast 8000 ms after it shows when no duration is given', () => {
    renderToast({ type: 'success', message: 'Flow Created Successfully' });
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Flow Created Successfully');
    advance(7999);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides an event toast after 6000 ms', () => {
    renderToast({ type: 'info', message: 'New chat from Priya', event: true });
    advance(5999);
    expect(screen.queryByRole('status')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lets an explicit duration win, and 0 keep the toast until it is dismissed', () => {
    renderToast({ type: 'error', message: 'Something went wrong', event: true, durationMs: 0 });
    advance(60_000);
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Something went wrong');
  });

  it('counts the same toast raised again and keeps it its full time from the last time', () => {
    let raise: (() => void) | undefined;
    function Raiser() {
      const toast = useToast();
      raise = () => toast.error('Something went wrong');
      return null;
    }
    render(
      <ParleyThemeProvider>
        <ToastProvider>
          <Raiser />
        </ToastProvider>
      </ParleyThemeProvider>,
    );
    act(() => raise!());
    advance(5000);
    act(() => raise!());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('×2');
    advance(7999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
