// The post forms a rendered page holds, read from its HTML: the field names (inputs, textareas,
// selects, named buttons) and the values the page filled in, so a hostile-input suite covers a
// field the day it is added to a form. One variant per submit button that names an intent.

export interface PageForm {
  /** The path the form posts to (its action, without query string). */
  action: string;
  /** Field name -> the value the page rendered (hidden intent values included). */
  values: Map<string, string>;
  /** Fields a person types into (text, e-mail, textarea …), as opposed to hidden/checkbox/select. */
  typed: Set<string>;
  /** Fields with type="password" (never echoed back on a re-render, on purpose). */
  secret: Set<string>;
}

const decode = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(` ${attributes}`);
  return match ? decode(match[1]!) : undefined;
}

const hasAttribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}(=|\\s|$)`, "i").test(` ${attributes}`);

/** Every `<form method="post">` of `html`, one entry per intent button; `pagePath` is where it was rendered. */
export function postForms(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const [, formAttributes = "", body = ""] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    if ((attribute(formAttributes, "method") ?? "get").toLowerCase() !== "post") continue;
    const action = new URL(attribute(formAttributes, "action") ?? pagePath, "http://page").pathname;
    const values = new Map<string, string>();
    const typed = new Set<string>();
    const secret = new Set<string>();
    for (const [, attributes = ""] of body.matchAll(/<input\b([^>]*)>/gi)) {
      const name = attribute(attributes, "name");
      const type = (attribute(attributes, "type") ?? "text").toLowerCase();
      if (!name || type === "file" || type === "submit") continue;
      if ((type === "checkbox" || type === "radio") && !hasAttribute(attributes, "checked")) {
        if (!values.has(name)) values.set(name, "");
        continue;
      }
      values.set(name, attribute(attributes, "value") ?? "");
      if (type === "password") secret.add(name);
      else if (type !== "hidden" && type !== "checkbox" && type !== "radio") typed.add(name);
    }
    for (const [, attributes = "", content = ""] of body.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
      const name = attribute(attributes, "name");
      if (!name) continue;
      values.set(name, decode(content));
      typed.add(name);
    }
    for (const [, attributes = "", options = ""] of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attribute(attributes, "name");
      if (!name) continue;
      const chosen =
        /<option\b([^>]*\sselected(?:=""|\s|>)[^>]*)>/i.exec(options) ?? /<option\b([^>]*)>/i.exec(options);
      values.set(name, (chosen && attribute(chosen[1]!, "value")) ?? "");
    }
    const buttons = [...body.matchAll(/<button\b([^>]*)>/gi)]
      .map(([, attributes = ""]) => ({
        name: attribute(attributes, "name"),
        value: attribute(attributes, "value") ?? "",
      }))
      .filter((button): button is { name: string; value: string } => Boolean(button.name));
    if (buttons.length === 0) forms.push({ action, values, typed, secret });
    for (const button of buttons) {
      forms.push({ action, values: new Map([...values, [button.name, button.value]]), typed, secret });
    }
  }
  return forms;
}

/** A key telling two forms apart: where they post, which fields, which intent. */
export const formKey = (form: { action: string; values: Map<string, string> }) =>
  `${form.action} [${[...form.values.keys()].sort().join(",")}] intent=${form.values.get("intent") ?? ""}`;

/** A field (or path parameter) that names a row: `id`, `dealId`, `partnerId` … */
export const isIdField = (name: string) => name === "id" || /^[a-z]+Id$/.test(name);
