// The shopper's city (issue 32): remembered for visitors in a cookie and for signed-in shoppers in
// their profile (users.delivery_region). No city: delivery is shown "from" its lowest fee.
import { isRegion, type Region } from "./offer-details";

export const REGION_COOKIE = "qaren_region";
const REGION_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The region a request's cookie names, or null (none, or a value that is no region). */
export function regionFromCookie(request: Request): Region | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, value] = part.trim().split("=");
    if (key === REGION_COOKIE) return isRegion(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie value remembering a region, or forgetting it (null). */
export function regionCookie(region: Region | null): string {
  return region
    ? `${REGION_COOKIE}=${region}; Path=/; Max-Age=${REGION_COOKIE_MAX_AGE}; SameSite=Lax`
    : `${REGION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The shopper's region: the profile's when signed in and set, else the cookie's. */
export function shopperRegion(request: Request, profileRegion: string | null | undefined): Region | null {
  return isRegion(profileRegion) ? profileRegion : regionFromCookie(request);
}
