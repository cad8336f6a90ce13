// The headers every answer carries so that one escaping mistake (a review, a product name, a slide
// link) cannot run script with a shopper's session: a Content Security Policy with a fresh nonce per
// request, and the browser features and windows the site does not use turned off.
// docs/decisions/0012-content-security-policy-and-time-limits.md explains each choice.
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, type SecureHeadersVariables, secureHeaders } from "hono/secure-headers";

/** Where browsers send reports of what the policy blocked. */
export const CSP_REPORT_PATH = "/api/csp-reports";

export type SecurityHeadersOptions = {
  /** The public origin; HSTS and upgrade-insecure-requests only when it is https. */
  baseUrl: string;
  /** Vite's development server: its hot reload needs a WebSocket and styles it injects itself. */
  isDevelopment: boolean;
  /** Origins besides our own that product and slide images may come from (IMAGE_ORIGINS). */
  imageOrigins: string[];
};

/** Hono's secureHeaders, configured for Qaren; the request's nonce is read with `nonceOf`. */
export function securityHeaders({ baseUrl, isDevelopment, imageOrigins }: SecurityHeadersOptions) {
  const isHttps = new URL(baseUrl).protocol === "https:";
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // React Router's inline scripts (hydration data, the module loader, streamed data) carry the
      // nonce; its modules and every chunk they import come from our origin.
      scriptSrc: ["'self'", NONCE],
      // Stylesheets from our origin, and <style> elements only with the nonce (we write none, but
      // Vite's development server injects them). Style *attributes* are allowed: React renders
      // computed widths and chart colours as `style="…"`, and an attribute can neither run script
      // nor select elements to read them.
      styleSrc: isDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", ...imageOrigins],
      fontSrc: ["'self'"],
      connectSrc: isDevelopment ? ["'self'", "ws:", "wss:"] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      // `report-uri` only: Chromium ignores it as soon as a `report-to` is present, and sends
      // `report-to` reports through its Reporting API in batches that did not arrive at all in
      // our tests; `report-uri` reports arrive at once, from every browser.
      reportUri: [CSP_REPORT_PATH],
    },
    // Nothing on the site films, listens, locates, pays or talks to devices; fullscreen and the
    // clipboard (the share menu copies a link) keep their defaults.
    permissionsPolicy: {
      accelerometer: [],
      autoplay: [],
      camera: [],
      displayCapture: [],
      encryptedMedia: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      idleDetection: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      pictureInPicture: [],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      serial: [],
      usb: [],
      xrSpatialTracking: [],
    },
    crossOriginOpenerPolicy: "same-origin",
    // Our images and assets may be shown by other sites (shared product links preview them).
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    // Browsers remember HSTS for the host; over plain http (development, tests) it would only
    // mislead, and on localhost it would break every other local site.
    strictTransportSecurity: isHttps ? "max-age=31536000; includeSubDomains" : false,
  }) as MiddlewareHandler<{ Variables: SecureHeadersVariables }>;
}

/** The nonce of this request's policy, for React Router's inline scripts. */
export function nonceOf(c: Context): string {
  const nonce = (c as Context<{ Variables: SecureHeadersVariables }>).get("secureHeadersNonce");
  if (!nonce) throw new Error("securityHeaders must run before the nonce is read");
  return nonce;
}
