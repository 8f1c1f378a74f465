import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this document; empty in the browser, where scripts are already trusted. */
export function useNonce() {
  return useContext(NonceContext);
}
