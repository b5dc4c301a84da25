// What browser tests do on a page and read from it, written once: the main region, the path,
// field errors, toasts, the page's own buttons, and requests held back to see a busy state.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** The page's main region (the header has buttons and fields of its own). */
export const main = (page: Page): Locator => page.getByRole("main");

/** The path and query string the page is at, e.g. "/login?redirectTo=%2Faccount". */
export const path = (page: Page): string => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Clicks the main region's button named exactly `name` (the header has the language switcher's). */
export const submit = (page: Page, name: string): Promise<void> =>
  main(page).getByRole("button", { name, exact: true }).click();

/** The error shown under the form field `name` (the form kit's id, field-{name}-error). */
export const fieldError = (page: Page, name: string): Locator => page.locator(`#field-${name}-error`);

/**
 * The error message a field points to with aria-describedby (checking it is marked invalid),
 * or null when it points to none.
 */
export async function describedError(page: Page, input: Locator): Promise<string | null> {
  const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
  const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
  if (!errorId) return null;
  expect(await input.getAttribute("aria-invalid")).toBe("true");
  return page.locator(`[id="${errorId}"]`).innerText();
}

/** The first toast with this title in its text. */
export const toast = (page: Page, title: string): Locator =>
  page.getByTestId("toast").filter({ hasText: title }).first();

/** Waits for the toast with this title; its whole text and its variant (success, error …). */
export async function toastWith(page: Page, title: string) {
  const shown = toast(page, title);
  await shown.waitFor();
  return { text: await shown.innerText(), variant: await shown.getAttribute("data-variant") };
}

/** Holds every POST matching `url` until the returned function is called (to see the busy state). */
export async function holdPosts(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  return release;
}
