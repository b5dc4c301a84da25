// What the shell draws only after the visitor does something, or on a page few visitors see
// (decision 044): the side menu once it is opened, a notice once one is raised, the signed-in
// user's menu, the link to a page in the visitor's other language, the error page. They travel in one chunk of their own, loaded on first use
// (on-demand.ts), so that a first visit to a catalogue page does not download them.
export { MobileMenu } from "~/components/layout/mobile-menu";
export { UserMenu } from "~/components/layout/user-menu";
export { LanguageHintLink } from "~/components/layout/language-hint-link";
export { ToastItem } from "~/components/toast/toast-item";
export { RootErrorBoundary } from "~/components/root-error-boundary";
