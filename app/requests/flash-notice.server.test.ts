import { describe, expect, it } from "vitest";
import en from "#i18n/locales/en";
import no from "#i18n/locales/no";
import { flashNotice } from "./flash-notice.server";

describe("flashNotice", () => {
  it("words the notice after a redirect in the page's language, with its text where it has one", () => {
    expect(flashNotice("welcome", "no")).toEqual({ title: no.auth.welcomeTitle, description: no.auth.welcomeText });
    expect(flashNotice("welcome", "en")).toEqual({ title: en.auth.welcomeTitle, description: en.auth.welcomeText });
    expect(flashNotice("signedOut", "en")).toEqual({ title: en.auth.signedOutTitle });
    expect(flashNotice("reviewed", "no")).toEqual({ title: no.toast.reviewPublished });
  });
});
