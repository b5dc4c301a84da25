// Toasts (spec §3, §4): added from anywhere, dismissed by id or all at once, gone after 5 s.
import { withoutLanguagePrefix } from "#server/language-urls";
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive" | "success" | "warning";

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** The page (path) the notice is about; it goes when the visitor moves to another. */
  page: string;
}

export const TOAST_DURATION_MS = 5000;

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/** `page`: where the notice belongs when it is raised on the way to another page; else this one. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant; page?: string }): string {
  const id = Math.random().toString(36).slice(2);
  // The router's path ("/deals" on "/en/deals" too), as the toaster compares it.
  const page = withoutLanguagePrefix(window.location.pathname);
  toasts = [...toasts, { id, variant: "default", page, ...input }];
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

/** Removes the notices about a page the visitor has left. */
export function dismissToastsOf(pathname: string) {
  for (const t of toasts) if (t.page === pathname) clearTimeout(timers.get(t.id));
  const kept = toasts.filter((t) => t.page !== pathname);
  if (kept.length === toasts.length) return;
  toasts = kept;
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
