// A test that logs console.error fails, with what was logged: an error nobody looks at is a bug
// nobody fixes. A test that provokes one on purpose says so with expectConsoleError(pattern),
// and then fails if that error does not come. Errors logged in a file's afterAll fail the file.
import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

let logged: string[] = [];
let expected: RegExp[] = [];

// The console as the process began, also when a worker runs this file again for the next test file.
const ORIGINAL = Symbol.for("magicdeals.console.error");
const globals = globalThis as { [ORIGINAL]?: typeof console.error };
const original = (globals[ORIGINAL] ??= console.error.bind(console));
console.error = (...args: unknown[]) => {
  const text = format(...args);
  logged.push(text);
  // An error the test asked for is not news: keep the output for the ones that are.
  if (!expected.some((pattern) => pattern.test(text))) original(...args);
};

/** This test logs an error matching `pattern` on purpose: it must, and it does not fail the test. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** What is wrong with the console since the last call (unexpected errors, expected ones missing); then forgets both. */
export function takeConsoleProblems(): string[] {
  const found = logged;
  const wanted = expected;
  logged = [];
  expected = [];
  return [
    ...found
      .filter((text) => !wanted.some((pattern) => pattern.test(text)))
      .map((text) => `console.error during the test: ${text}`),
    ...wanted
      .filter((pattern) => !found.some((text) => pattern.test(text)))
      .map((pattern) => `expected a console.error matching ${pattern}, but none was logged`),
  ];
}

function failOnConsoleProblems() {
  const problems = takeConsoleProblems();
  if (problems.length > 0) throw new Error(problems.join("\n"));
}

afterEach(failOnConsoleProblems);
// Registered before the file's own hooks, so it runs after them (vitest runs after-hooks as a stack).
afterAll(failOnConsoleProblems);
