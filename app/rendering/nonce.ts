import { createContext, useContext } from "react";

/** The CSP nonce of this response, on the server; empty in the browser (scripts already ran). */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
