import { describe, expect, it } from "vitest";
import { createSigner } from "#domain/platform/signing.server";
import { forgetDevice, knownDevice, rememberDevice } from "./known-devices.server";

const signer = createSigner("a test secret that is long enough to sign with");
const now = new Date("2026-05-01T12:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe("known devices", () => {
  it("recognises the browser for the account it signed in to, any case of the address, and no other", () => {
    const cookie = rememberDevice(signer, undefined, "kari@example.no", now);
    const device = knownDevice(signer, cookie, "KARI@example.no ", later(1));
    expect(device).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/), since: new Date(now) });
    expect(knownDevice(signer, cookie, "ola@example.no", later(1))).toBeNull();
    // Another secret (another site), or a changed character, is not recognised.
    expect(
      knownDevice(createSigner("another secret, just as long as the first"), cookie, "kari@example.no"),
    ).toBeNull();
    expect(
      knownDevice(
        signer,
        cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
        "kari@example.no",
        now,
      ),
    ).toBeNull();
    expect(knownDevice(signer, undefined, "kari@example.no", now)).toBeNull();
    expect(knownDevice(signer, "nonsense~more.nonsense", "kari@example.no", now)).toBeNull();
  });

  it("keeps the same id at the next sign-in, forgets it after a year, and keeps five accounts at most", () => {
    let cookie = rememberDevice(signer, undefined, "kari@example.no", now);
    const id = knownDevice(signer, cookie, "kari@example.no", now)!.id;
    cookie = rememberDevice(signer, cookie, "kari@example.no", later(30));
    expect(knownDevice(signer, cookie, "kari@example.no", later(31))!.id).toBe(id);
    expect(knownDevice(signer, cookie, "kari@example.no", later(30 + 366))).toBeNull();

    for (const name of ["a", "b", "c", "d", "e"])
      cookie = rememberDevice(signer, cookie, `${name}@example.no`, later(40));
    expect(cookie.split("~")).toHaveLength(5);
    expect(knownDevice(signer, cookie, "e@example.no", later(41))).not.toBeNull();
    expect(knownDevice(signer, cookie, "a@example.no", later(41))).not.toBeNull();
    // The oldest (Kari's) made room.
    expect(knownDevice(signer, cookie, "kari@example.no", later(41))).toBeNull();
  });

  it("forgets a deleted account's entry and keeps the other accounts' of the same browser", () => {
    let cookie = rememberDevice(signer, undefined, "kari@example.no", now);
    cookie = rememberDevice(signer, cookie, "ola@example.no", now);
    const forgotten = forgetDevice(signer, cookie, "kari@example.no", later(1));
    expect(knownDevice(signer, forgotten, "kari@example.no", later(1))).toBeNull();
    expect(knownDevice(signer, forgotten, "ola@example.no", later(1))).toEqual(
      knownDevice(signer, cookie, "ola@example.no", later(1)),
    );
    expect(forgetDevice(signer, forgotten, "ola@example.no", later(1))).toBe("");
  });
});
