import { useMemo, useSyncExternalStore } from 'react';

/** Toast types of spec section 3. */
export type ToastType = 'error' | 'info' | 'regular' | 'success' | 'warning';

/** Spec section 9: a toast lasts 4500 ms unless it says otherwise. */
export const DEFAULT_TOAST_TIMEOUT = 4500;

export interface Toast {
  id: number;
  type: ToastType;
  title?: string;
  content: string;
  timeout: number;
}

export type ToastInput = Omit<Toast, 'id' | 'timeout' | 'type'> & { type?: ToastType; timeout?: number };

/*
 * A module-level store rather than React state: the API client raises toasts outside any
 * component, and the container that shows them is a few lines in the first bundle.
 */
let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function startTimer(toast: Toast) {
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.timeout),
  );
}

/** Shows a toast; the same text already on screen is not repeated, its time starts again. */
export function showToast(input: ToastInput): number {
  const type = input.type ?? 'regular';
  const same = toasts.find((t) => t.type === type && t.content === input.content && t.title === input.title);
  if (same) {
    startTimer(same);
    return same.id;
  }
  const toast: Toast = { ...input, id: nextId++, type, timeout: input.timeout ?? DEFAULT_TOAST_TIMEOUT };
  publish([...toasts, toast]);
  startTimer(toast);
  return toast.id;
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) publish(toasts.filter((t) => t.id !== id));
}

export function dismissAllToasts() {
  toasts.forEach((t) => clearTimeout(timers.get(t.id)));
  timers.clear();
  publish([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// A page rendered on the server shows no toast; the browser's first render (hydration) neither.
const none: readonly Toast[] = [];
const noToasts = () => none;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, noToasts);
}

/** Raises toasts from components: `useToast().show({ type: 'success', content: t('…') })`. */
export function useToast() {
  return useMemo(() => ({ show: showToast, dismiss: dismissToast }), []);
}
