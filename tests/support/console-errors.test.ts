// The console.error guard every integration, browser and security test runs under.
import { describe, expect, it } from "vitest";
import { expectConsoleError, takeConsoleProblems } from "./console-errors.setup";

describe("console.error in a test", () => {
  it("is a problem the test fails with, naming what was logged", () => {
    console.error("Consultation booking failed", new Error("connection refused"));
    const problems = takeConsoleProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^console\.error during the test: Consultation booking failed Error: connection refused/,
    );
  });

  it("is no problem when the test expects it", () => {
    expectConsoleError(/booking failed/);
    console.error("Consultation booking failed");
    expect(takeConsoleProblems()).toEqual([]);
  });

  it("is a problem when the test expects one that never comes", () => {
    expectConsoleError(/booking failed/);
    expect(takeConsoleProblems()).toEqual(["expected a console.error matching /booking failed/, but none was logged"]);
  });

  it("counts an error logged after an await in the test", async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    console.error("late");
    expect(takeConsoleProblems()).toEqual(["console.error during the test: late"]);
  });
});
