// Whether the merge of the guest cart into a signed-in user's cart failed (app/hooks/use-guest-merge.ts).
import { useSyncExternalStore } from "react";

// This page load's merge failed (offline, a server error): the guest copy stays for the
// next page load to try again, and meanwhile the pages show the server's cart rather than wait.
let failed = false;
const failureListeners = new Set<() => void>();
export function setGuestMergeFailed(value: boolean) {
  if (failed === value) return;
  failed = value;
  for (const listener of failureListeners) listener();
}
const subscribeToFailure = (listener: () => void) => {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
};

/** True once the merge of this browser's guest cart failed on this page load. */
export function useGuestMergeFailed(): boolean {
  return useSyncExternalStore(
    subscribeToFailure,
    () => failed,
    () => false,
  );
}
