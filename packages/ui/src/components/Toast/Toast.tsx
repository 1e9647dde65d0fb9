import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/portalContainer.ts';
import styled, { keyframes } from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { theme } from '../../theme/theme.ts';

export type ToastType = 'info' | 'success' | 'error' | 'warning';

/** Toasts hide after 8 s by default (spec §9); toasts raised by a live event after 6 s. */
export const TOAST_DURATION_MS = 8000;
export const EVENT_TOAST_DURATION_MS = 6000;
/** More would cover the page: the oldest gives way to a new one. */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastOptions {
  type: ToastType;
  message: string;
  /** Milliseconds before it hides; 0 keeps it until closed. Overrides `event`. */
  durationMs?: number;
  /** Raised by a live event (a chat arriving, say) rather than the user's action: hides sooner. */
  event?: boolean;
}

export interface ToastApi {
  info(message: string): void;
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  show(options: ToastOptions): void;
}

export interface ToastProviderProps {
  children?: ReactNode;
}

interface ToastEntry extends Required<Omit<ToastOptions, 'event'>> {
  id: number;
  /** How many times the same toast was raised while it showed (shown as ×N). */
  count: number;
  /** Bumped when it is raised again, so it stays its full time from the last time. */
  raisedAt: number;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts stacked at the bottom centre, clear of the top bar and the pages' header actions; use `useToast()`
 * below it. The same toast raised again while it shows is counted (×2) rather than stacked, and at most
 * `MAX_VISIBLE_TOASTS` show at once.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const portalContainer = usePortalContainer();
  const nextId = useRef(1);

  const handleDismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => {
    const show = ({ type, message, event = false, durationMs }: ToastOptions) => {
      durationMs ??= event ? EVENT_TOAST_DURATION_MS : TOAST_DURATION_MS;
      const raisedAt = nextId.current++;
      setToasts((current) => {
        // The same toast again (four clicks on a failing button) is one toast that counts, not a pile.
        const same = current.find((toast) => toast.type === type && toast.message === message);
        if (same)
          return current.map((toast) =>
            toast === same ? { ...toast, durationMs, count: toast.count + 1, raisedAt } : toast,
          );
        return [...current, { id: raisedAt, type, message, durationMs, count: 1, raisedAt }].slice(-MAX_VISIBLE_TOASTS);
      });
    };
    return {
      show,
      info: (message) => show({ type: 'info', message }),
      success: (message) => show({ type: 'success', message }),
      error: (message) => show({ type: 'error', message }),
      warning: (message) => show({ type: 'warning', message }),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {typeof document !== 'undefined' && toasts.length > 0
        ? createPortal(
            <StyledToastStack>
              {toasts.map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDismiss={handleDismiss} />
              ))}
            </StyledToastStack>,
            portalContainer,
          )
        : null}
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error('useToast needs a <ToastProvider> above it (<ParleyProvider> from @parley/features includes one)');
  return api;
}

const toastIcons: Record<ToastType, IconName> = { info: 'info', success: 'check', error: 'alert', warning: 'alert' };

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (toast.durationMs <= 0) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, toast.raisedAt, onDismiss]);

  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <StyledToast role={urgent ? 'alert' : 'status'} $type={toast.type} data-toast-type={toast.type}>
      <StyledToastIcon $type={toast.type}>
        <Icon name={toastIcons[toast.type]} size={18} />
      </StyledToastIcon>
      <StyledToastMessage>
        {toast.message}
        {toast.count > 1 ? (
          <StyledToastCount aria-label={`shown ${toast.count} times`}> ×{toast.count}</StyledToastCount>
        ) : null}
      </StyledToastMessage>
      <IconButton icon="close" label="Dismiss notification" size="sm" onClick={() => onDismiss(toast.id)} />
    </StyledToast>
  );
}

const slideIn = keyframes`
  from { transform: translateY(8px); }
  to { transform: none; }
`;

const toneColor = {
  info: 'info',
  success: 'success',
  error: 'danger',
  warning: 'warning',
} as const;

const StyledToastStack = styled.div`
  position: fixed;
  bottom: ${theme.space[4]};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: min(380px, calc(100vw - 32px));
`;

const StyledToast = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: ${() => `${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]}`};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${({ $type }) => theme.colors[toneColor[$type]]};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow[2]};
  animation: ${slideIn} ${theme.motion.fast} ease-out;
`;

const StyledToastIcon = styled.span<{ $type: ToastType }>`
  display: flex;
  padding-top: 5px;
  color: ${({ $type }) => theme.colors[toneColor[$type]]};
`;

const StyledToastMessage = styled.p`
  flex: 1;
  margin: 0;
  padding: 5px 0;
  overflow-wrap: anywhere;
`;

const StyledToastCount = styled.span`
  font-weight: ${theme.font.weightBold};
  color: ${theme.colors.textMuted};
`;
