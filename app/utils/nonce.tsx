// The nonce of the request's Content Security Policy, for the inline scripts React Router writes.
// Only the server knows it (app/entry.server.tsx provides it); in the browser it is undefined, and
// browsers hide nonce attributes from scripts anyway.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
