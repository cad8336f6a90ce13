// Page forms post urlencoded or multipart bodies. Before an action runs, the web server refuses a
// body of another type, one sent to a route without an action, and one larger than the route allows
// (`pageActionOf`); the action then reads the form once, through `readForm`, after its access check.
// A body that does not parse, or whose text is not UTF-8, is answered with a translated 400: the
// action would otherwise fail with a 500, or store text whose broken bytes were quietly replaced.
import { data, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { serverT } from "~/locales/translate.server";
import { type BodyLimitHandle, FORM_BODY_MAX_BYTES } from "~/utils/form-limits";
import { resolveLocale } from "~/utils/i18n";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

export function isFormContentType(request: Request): boolean {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  return type !== undefined && FORM_TYPES.has(type);
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The form an action was sent, read once; a 400 with a translated message when it cannot be. */
export async function readForm(request: Request): Promise<FormData> {
  const unreadable = () =>
    data(serverT(resolveLocale(request))("requestErrors.unreadableForm"), { status: 400 });
  if (!isFormContentType(request)) throw unreadable();
  if (request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    try {
      return await request.formData();
    } catch {
      throw unreadable();
    }
  }
  try {
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(decodeFormText(await request.arrayBuffer())))
      form.append(name, value);
    return form;
  } catch {
    throw unreadable();
  }
}

/** urlencoded text that is UTF-8 all through: its bytes, and the bytes its %XX escapes stand for. */
function decodeFormText(bytes: ArrayBuffer): string {
  const text = UTF8.decode(bytes);
  for (const pair of text.split("&")) decodeURIComponent(pair.replaceAll("+", " "));
  return text;
}

export type PageAction = { hasAction: boolean; maxBodyBytes: number };

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/**
 * Finds, for a page address, whether its route has an action and how large a body it takes, from
 * the server build's route table (the same routes React Router matches).
 */
export function createPageActionLookup(build: ServerBuild): (url: URL) => PageAction {
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const toRouteObject = (route: BuildRoute): RouteObject =>
    route.index
      ? { id: route.id, index: true, path: route.path }
      : { id: route.id, path: route.path, children: (byParent.get(route.id) ?? []).map(toRouteObject) };
  const tree = (byParent.get(undefined) ?? []).map(toRouteObject);

  return (url) => {
    // Client navigations post to /page.data (and /_root.data for the home page).
    const pagePath = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    const matches = matchRoutes(tree, pagePath) ?? [];
    // As in React Router, a post reaches an index route only when the address says `?index`.
    const last = matches.at(-1);
    const isIndexTarget = last?.route.index === true && url.searchParams.has("index");
    const target = (last?.route.index && !isIndexTarget ? matches.at(-2) : last)?.route.id;
    const module = target ? build.routes[target]?.module : undefined;
    const handle = module?.handle as BodyLimitHandle | undefined;
    return {
      hasAction: typeof module?.action === "function",
      maxBodyBytes: handle?.maxBodyBytes ?? FORM_BODY_MAX_BYTES,
    };
  };
}
