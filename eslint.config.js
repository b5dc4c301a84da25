import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Imports a folder may not make (the direction of the layers). */
function layer(files, patterns) {
  return { files: [files], rules: { "no-restricted-imports": ["error", { patterns }] } };
}

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='formData']",
          message:
            "Read posted forms with readForm(request): it limits the size and answers a broken body with a clear 400.",
        },
      ],
    },
  },
  // Layers: routes → domain → db, with i18n beside them for both. Imports that run the other way
  // fail the lint (and so `npm test` and CI).
  layer("app/routes/**", [
    { group: ["drizzle-orm", "drizzle-orm/*"], message: "Routes call the domain; queries live in domain/." },
    { group: ["#db/schema.server", "**/db/schema.server"], message: "Routes call the domain; tables live behind it." },
  ]),
  layer("domain/**", [
    { group: ["~/*", "**/app/*"], message: "domain/ may not import the app: move what both need to i18n/ or domain/." },
    {
      group: ["#server/*", "**/server/*"],
      message: "domain/ may not import server/: pass what it needs as an argument.",
    },
  ]),
  layer("server/**", [
    { group: ["~/*", "**/app/*"], message: "server/ may not import the app: the app's build is loaded at run time." },
  ]),
  layer("db/**", [
    {
      group: ["#domain/*", "**/domain/*", "~/*", "**/app/*", "#server/*", "**/server/*"],
      message: "db/ is the bottom layer.",
    },
  ]),
  // The local payment service stands for an outside provider: it knows nothing of the shop.
  layer("local-payments/**", [
    {
      group: ["#domain/*", "**/domain/*", "~/*", "**/app/*", "#server/*", "**/server/*"],
      message: "local-payments/ is a provider of its own: it may use db/ and i18n/, never the shop's code.",
    },
  ]),
  layer("i18n/**", [
    {
      group: ["#domain/*", "#db/*", "#server/*", "~/*", "**/app/*"],
      message: "i18n/ imports nothing of ours but itself.",
    },
  ]),
);
