// The merge of this browser's guest cart and wishlist at sign-in (./use-guest-merge.ts) as a
// component that the signed-in user's MeProvider renders only while there is something to merge,
// so its code loads only then (decision 044).
import type { Me } from "./me";
import { useGuestMerge } from "./use-guest-merge";

export default function GuestMerge({ me }: { me: Me }) {
  useGuestMerge(me);
  return null;
}
