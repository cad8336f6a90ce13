// The nonce of the request's Content Security Policy, for the inline scripts React Router writes.
// The server's entry (app/entry.server.tsx) provides it. In the browser it is the nonce the page
// was served with, read once from its scripts (browsers hide it from attributes, not from the
// `nonce` property), so that hydration finds the same value the server rendered.
import { createContext, useContext } from "react";

const servedNonce =
  typeof document === "undefined"
    ? undefined
    : document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

export const NonceContext = createContext<string | undefined>(servedNonce);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
