// Every static page's text: Bokmål and English match in shape, nothing is empty, links and
// placeholders agree between the languages, and the texts state the shop's real rules.
import { describe, expect, it } from "vitest";
import { INLINE_VALUES, parseInline } from "~/components/static/inline-markup";
import { PACKAGE_RULES } from "#domain/catalog/packages.server";
import { PUBLIC_PAGES } from "#server/public-pages";
import { ABOUT } from "./about";
import { FAQ } from "./faq";
import { HELP } from "./help";
import { HOW_IT_WORKS } from "./how-it-works";
import { PRIVACY } from "./privacy";
import { SUCCESS_STORIES } from "./success-stories";
import { TERMS } from "./terms";

const PAGES = {
  about: ABOUT,
  "how-it-works": HOW_IT_WORKS,
  faq: FAQ,
  help: HELP,
  terms: TERMS,
  privacy: PRIVACY,
  "success-stories": SUCCESS_STORIES,
};

// Paths the texts may link to: the public pages (not a :param address) and the customer's and
// partner's own pages behind sign-in.
const APP_PATHS = new Set([
  ...PUBLIC_PAGES.filter((page) => !page.resource && !page.path.includes(":")).map((page) => page.path),
  "/business/dashboard",
  "/account",
  "/account/vouchers",
  "/account/settings",
  "/account/favorites",
]);

/** Every string in a content tree with its path, e.g. "questions.2.answer.0". */
function leaves(tree: unknown, path = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => leaves(item, `${path}.${index}`));
  if (tree && typeof tree === "object") {
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  }
  throw new Error(`${path} is neither text, list nor group: ${String(tree)}`);
}

/** Where two trees differ in shape: keys, list lengths, or text against list/group. */
function shapeDifferences(a: unknown, b: unknown, path = "(root)"): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? "list" : typeof value);
  if (kind(a) !== kind(b)) return [`${path}: ${kind(a)} in Bokmål, ${kind(b)} in English`];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${path}: ${a.length} items in Bokmål, ${b.length} in English`];
    return a.flatMap((item, index) => shapeDifferences(item, b[index], `${path}.${index}`));
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keysA = Object.keys(a).sort();
    const keysB = Object.keys(b).sort();
    if (keysA.join() !== keysB.join()) return [`${path}: keys ${keysA.join()} in Bokmål, ${keysB.join()} in English`];
    const recordA = a as Record<string, unknown>;
    const recordB = b as Record<string, unknown>;
    return keysA.flatMap((key) => shapeDifferences(recordA[key], recordB[key], `${path}.${key}`));
  }
  return [];
}

const linksIn = (text: string) => parseInline(text).flatMap((part) => (part.kind === "link" ? [part.href] : []));
const valuesIn = (text: string) => parseInline(text).flatMap((part) => (part.kind === "value" ? [part.name] : []));
/** Language-neutral fields: ids and link targets are the same in both languages. */
const isNeutral = (path: string) => /(^|\.)(id|href)$/.test(path);

describe.each(Object.entries(PAGES))("content of /%s", (_page, content) => {
  const no = new Map(leaves(content.no));
  const en = new Map(leaves(content.en));

  it("has the same keys and list lengths in Bokmål and English", () => {
    expect(shapeDifferences(content.no, content.en)).toEqual([]);
  });

  it("has no empty texts", () => {
    for (const [path, text] of [...no, ...en]) expect(text.trim(), path).not.toBe("");
  });

  it("has a one-sentence description for the page head", () => {
    for (const lang of ["no", "en"] as const) {
      const description = content[lang].description;
      expect(description.length, lang).toBeLessThanOrEqual(160);
      expect(description.match(/[.!?](\s|$)/g), `${lang}: ${description}`).toHaveLength(1);
    }
  });

  it("uses the same ids, link targets and placeholders in both languages", () => {
    for (const [path, text] of no) {
      const english = en.get(path) ?? "";
      if (isNeutral(path)) expect(english, path).toBe(text);
      expect(linksIn(english), path).toEqual(linksIn(text));
      expect(valuesIn(english).sort(), path).toEqual(valuesIn(text).sort());
    }
  });

  it("links only to pages of the app (or https sites) and uses only known placeholders", () => {
    for (const [path, text] of [...no, ...en]) {
      const targets = [...linksIn(text), ...(path.endsWith(".href") ? [text] : [])];
      for (const target of targets) {
        if (target.startsWith("https://")) continue;
        expect(APP_PATHS.has(target.split("#")[0] ?? ""), `${path}: ${target}`).toBe(true);
      }
      for (const name of valuesIn(text)) expect(INLINE_VALUES, `${path}: {${name}}`).toContain(name);
    }
  });

  it("has unique ids within each list", () => {
    const ids = [...no].filter(([path]) => path.endsWith(".id"));
    const byList = new Map<string, string[]>();
    for (const [path, id] of ids) {
      const list = path.replace(/\.\d+\.id$/, "");
      byList.set(list, [...(byList.get(list) ?? []), id]);
    }
    for (const [list, values] of byList) expect(new Set(values).size, list).toBe(values.length);
  });
});

describe("page-specific content", () => {
  it("has exactly five FAQ questions", () => {
    expect(FAQ.no.questions).toHaveLength(5);
    expect(FAQ.en.questions).toHaveLength(5);
  });

  it("has exactly four customer steps: browse, purchase, get the voucher, enjoy", () => {
    expect(HOW_IT_WORKS.no.customers.steps.map((step) => step.id)).toEqual(["browse", "purchase", "voucher", "enjoy"]);
    expect(HOW_IT_WORKS.en.customers.steps).toHaveLength(4);
  });

  it("has four quick-help topics and two success stories", () => {
    expect(HELP.no.topics.items).toHaveLength(4);
    expect(SUCCESS_STORIES.no.stories).toHaveLength(2);
  });

  it("links from other pages only to FAQ questions that exist", () => {
    const questionIds = new Set(FAQ.no.questions.map((question) => question.id));
    const all = Object.values(PAGES).flatMap((content) => leaves(content.no));
    const anchors = all.flatMap(([path, text]) => [...linksIn(text), ...(path.endsWith(".href") ? [text] : [])]);
    for (const anchor of anchors.filter((target) => target.startsWith("/faq#"))) {
      expect(questionIds, anchor).toContain(anchor.slice("/faq#".length));
    }
  });

  it("states each package's validity days as the shop applies them", () => {
    const validityAnswer = (lang: "no" | "en") =>
      FAQ[lang].questions.find((q) => q.id === "validity")?.answer.join(" ");
    const validityTerms = (lang: "no" | "en") =>
      leaves(TERMS[lang].sections.find((section) => section.id === "validity"))
        .map(([, text]) => text)
        .join(" ");
    for (const lang of ["no", "en"] as const) {
      for (const rule of PACKAGE_RULES) {
        expect(validityAnswer(lang), `${lang} FAQ, ${rule.kind}`).toContain(`${rule.validityDays}`);
        expect(validityTerms(lang), `${lang} terms, ${rule.kind}`).toContain(`${rule.validityDays} `);
      }
    }
  });
});
