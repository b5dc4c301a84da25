// Toasts (spec §3, §4): added from anywhere, dismissed by id or all at once, gone after 5 s.
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success" | "warning";

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export const TOAST_DURATION_MS = 5000;

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  const id = Math.random().toString(36).slice(2);
  toasts = [...toasts, { id, variant: "default", ...input }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  emit();
  return id;
}

export function dismissToast(id: string) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function clearToasts() {
  for (const t of toasts) clearTimeout(timers.get(t.id));
  timers.clear();
  toasts = [];
  emit();
}

const EMPTY: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => EMPTY,
  );
}
