// A customer account made the way a person makes one: the /register form (which signs nobody
// in, as it answers the same for known addresses), then the /login form.
import type { HttpClient } from "./http-client";

/** Registers and signs in through the forms; returns the session cookie's value, or throws. */
export async function registerAndSignIn(
  client: HttpClient,
  account: { name: string; email: string; password: string },
): Promise<string> {
  const { name, email, password } = account;
  const registered = await client.postForm("/register", {
    name,
    email,
    password,
    confirmPassword: password,
    redirectTo: "/",
  });
  await registered.arrayBuffer();
  if (registered.status !== 200) throw new Error(`Registering ${email}: HTTP ${registered.status}`);
  const signedIn = await client.postForm("/login", { email, password, redirectTo: "/" });
  await signedIn.arrayBuffer();
  const session = /(?:^|; )session=([^;]+)/.exec(client.cookieHeader())?.[1];
  if (signedIn.status !== 302 || !session) throw new Error(`Signing in ${email}: HTTP ${signedIn.status}`);
  return session;
}
