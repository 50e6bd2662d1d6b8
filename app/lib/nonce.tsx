import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Carries the request's CSP nonce from entry.server to the <Scripts> of the root layout. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
