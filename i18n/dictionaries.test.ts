import { describe, expect, it } from "vitest";
import en from "#i18n/locales/en";
import no from "#i18n/locales/no";
import { pageMessages } from "./dictionaries.server";
import { messageSetOf } from "./message-sets";
import { COMMON_SECTIONS } from "./messages";

function leaves(tree: object, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === "object") for (const [k, v] of leaves(value, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

describe("dictionaries", () => {
  const noLeaves = leaves(no);
  const enLeaves = leaves(en);

  it("have exactly the same keys in Bokmål and English", () => {
    const missingInEnglish = [...noLeaves.keys()].filter((k) => !enLeaves.has(k));
    const missingInBokmal = [...enLeaves.keys()].filter((k) => !noLeaves.has(k));
    expect(missingInEnglish).toEqual([]);
    expect(missingInBokmal).toEqual([]);
  });

  it("have a non-empty string for every key", () => {
    for (const [key, value] of [...noLeaves, ...enLeaves]) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
    }
  });

  it("use the same {{placeholders}} in both languages", () => {
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of noLeaves) {
      expect(placeholders(enLeaves.get(key)), key).toEqual(placeholders(value));
    }
  });
});

describe("pageMessages", () => {
  const sections = (lang: "no" | "en", path: string) => Object.keys(pageMessages(lang, path));
  const area = ["admin", "business", "consultation", "dashboard", "dealEditor"];
  const server = ["accountMail", "mail", "receipts", "voucherReminder", "refusals"];

  it("gives a shop page the shop's texts only", () => {
    for (const path of ["/", "/deals", "/deal/1", "/cart", "/account/vouchers", "/businesses", "/administrator"]) {
      expect(sections("no", path), path).toContain("header");
      expect(
        sections("no", path).filter((s) => area.includes(s) || server.includes(s)),
        path,
      ).toEqual([]);
    }
  });

  it("gives the business area its own sections and not the admin console's", () => {
    for (const path of ["/business", "/business/deals", "/business/deals/new", "/business/redeem.data"]) {
      const got = sections("en", path);
      expect(got.filter((s) => area.includes(s)).sort(), path).toEqual(
        ["business", "consultation", "dashboard", "dealEditor"].sort(),
      );
      expect(got, path).toContain("header");
    }
  });

  it("gives the admin console its own section only, in the page's language", () => {
    for (const path of ["/admin", "/admin/deals", "/admin.data", "/admin/inbox.data"]) {
      expect(
        sections("no", path).filter((s) => area.includes(s) || server.includes(s)),
        path,
      ).toEqual(["admin"]);
    }
    expect(pageMessages("no", "/admin/deals").admin).toEqual(no.admin);
    expect(pageMessages("en", "/admin/inbox").admin).toEqual(en.admin);
  });

  it("gives the pages with their own texts the common sections and theirs only, their data requests too", () => {
    expect(sections("no", "/business/dashboard").sort()).toEqual(
      [...COMMON_SECTIONS, "bookings", "business", "businessInfo", "dashboard", "home", "locations", "payouts"].sort(),
    );
    expect(Object.keys(pageMessages("no", "/business/dashboard").business ?? {})).toEqual([
      "request",
      "staff",
      "reviews",
    ]);
    expect(Object.keys(pageMessages("no", "/business/dashboard").payouts ?? {})).toEqual(["summary", "plans"]);
    expect(pageMessages("en", "/admin").admin?.overview).toEqual(en.admin.overview);
    expect(pageMessages("en", "/admin").admin?.inbox).toBeUndefined();
    expect(sections("en", "/business/dashboard.data")).not.toContain("dealEditor");
    expect(sections("no", "/cart")).not.toContain("newsletter");
    // The home page's script of texts is part of its JavaScript budget (issue 19): no deal page texts.
    expect(sections("no", "/")).not.toContain("deal");
    expect(Object.keys(pageMessages("en", "/").comeBack ?? {})).toEqual(["recentTitle"]);
    // A page naming parts of a common section gets those parts only, each with its plural forms.
    // (The notices after a sign-in come worded in the page's data: app/requests/flash-notice.server.ts.)
    expect(pageMessages("no", "/").auth).toEqual({ userMenu: no.auth.userMenu, signOut: no.auth.signOut });
    // Common sections the home page shows nothing of are left out (COMMON_SECTIONS_LEFT_OUT); the
    // error page brings its own texts.
    expect(sections("no", "/")).not.toContain("form");
    expect(sections("en", "/")).not.toContain("errors");
    expect(sections("en", "/")).not.toContain("placeholder");
    expect(pageMessages("no", "/").pages).not.toHaveProperty("businessDashboard");
    expect(pageMessages("no", "/").pages).toHaveProperty("privacy", no.pages.privacy);
    expect(sections("no", "/deals")).toContain("form");
    expect(pageMessages("no", "/").auth).not.toHaveProperty("password");
    expect(pageMessages("en", "/").deals).toMatchObject({
      bought_one: en.deals.bought_one,
      bought_other: en.deals.bought_other,
    });
    expect(pageMessages("no", "/deals").auth).toEqual(no.auth);
    expect(sections("no", "/account/settings")).toContain("account");
    expect(sections("no", "/account/settings")).not.toContain("home");
    expect(pageMessages("en", "/cart").cartPage).toEqual(en.cartPage);
    // Pages of the console past its start page keep the area's texts.
    expect(sections("no", "/admin/deals")).toContain("home");
  });
});

describe("messageSetOf", () => {
  it("tells a page with its own texts from its area, so moving between them loads the texts again", () => {
    expect(messageSetOf("/business/dashboard")).toBe("/business/dashboard");
    expect(messageSetOf("/business/dashboard.data")).toBe("/business/dashboard");
    expect(messageSetOf("/_root.data")).toBe("/");
    expect(messageSetOf("/business/deals")).toBe("business");
    expect(messageSetOf("/admin")).not.toBe(messageSetOf("/admin/deals"));
    expect(messageSetOf("/deals/beauty-spa")).toBe("shop");
  });
});
