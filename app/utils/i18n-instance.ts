import i18next, { type i18n, type TFunction } from "i18next";
import type { Locale } from "./i18n";

/** One i18next instance per rendered language, filled synchronously with that language's texts. */
export function createI18n(locale: Locale, resources: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  rememberPlainTexts(instance);
  return instance;
}

const shared = new WeakMap<Record<string, unknown>, Map<Locale, i18n>>();

/**
 * The instance for these texts, made once and shared by every page rendered with them (on the
 * server, every request in that language; in the browser, every page until the language changes).
 * Nothing changes an instance's language; a layout that adds texts (the back office's) adds them
 * for every later page, as the browser's single instance always did.
 */
export function i18nFor(locale: Locale, resources: Record<string, unknown>): i18n {
  const byLocale = shared.get(resources) ?? new Map<Locale, i18n>();
  shared.set(resources, byLocale);
  const instance = byLocale.get(locale) ?? createI18n(locale, resources);
  byLocale.set(locale, instance);
  return instance;
}

/** The most texts kept per instance: values filled in (prices, counts) make new ones all the time. */
const MAX_KEPT_TEXTS = 10_000;

/**
 * i18next's `t` merges every one of its options into new objects on each call; with a few hundred
 * calls a page that was a seventh of a server render (docs/decisions/0029). A text depends only on
 * its key and the values given (the instance's language and texts being fixed): the answer to a
 * key alone, or to a key with plain values (strings, numbers, yes/no), is kept, per language,
 * namespace and key prefix, until the instance's texts change. Any other call (objects or
 * functions among the values, a key selector) goes to i18next as before.
 */
function rememberPlainTexts(instance: i18n): void {
  /** Each scope's (language, namespace, key prefix) texts by key, and by key and values' JSON. */
  const kept: { byKey: Map<string, string>; byValues: Map<string, string> }[] = [];
  /** One fast `t` per scope, so that every render of a component gets the same function. */
  const fastByScope = new Map<string, TFunction>();
  let keptCount = 0;
  const forget = () => {
    for (const { byKey, byValues } of kept) {
      byKey.clear();
      byValues.clear();
    }
    keptCount = 0;
  };
  instance.store.on("added", forget);
  instance.store.on("removed", forget);
  instance.on("languageChanged", forget);
  const getFixedT = instance.getFixedT.bind(instance);
  instance.getFixedT = ((...args: Parameters<typeof getFixedT>) => {
    const [lng, ns, keyPrefix] = args;
    if (typeof keyPrefix === "function") return getFixedT(...args);
    const scope = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null]);
    const made = fastByScope.get(scope);
    if (made) return made;
    const fixed = getFixedT(...args) as TFunction & Record<string, unknown>;
    const call = fixed as unknown as (...callArgs: unknown[]) => unknown;
    const texts = { byKey: new Map<string, string>(), byValues: new Map<string, string>() };
    kept.push(texts);
    const remember = (kind: "byKey" | "byValues", at: string, text: unknown) => {
      if (typeof text !== "string") return;
      if (keptCount >= MAX_KEPT_TEXTS) forget();
      texts[kind].set(at, text);
      keptCount += 1;
    };
    const fast = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== "string" || rest.length > 1) return call(key, ...rest);
      if (rest.length === 0) {
        const known = texts.byKey.get(key);
        if (known !== undefined) return known;
        const text = call(key);
        remember("byKey", key, text);
        return text;
      }
      const values = rest[0];
      if (!hasPlainValues(values)) return call(key, values);
      const at = `${key}\u0000${JSON.stringify(values)}`;
      const known = texts.byValues.get(at);
      if (known !== undefined) return known;
      const text = call(key, values);
      remember("byValues", at, text);
      return text;
    };
    // What i18next and react-i18next read off a fixed `t`.
    const madeNow = Object.assign(fast, {
      lng: fixed.lng,
      lngs: fixed.lngs,
      ns: fixed.ns,
      keyPrefix: fixed.keyPrefix,
    }) as unknown as TFunction;
    fastByScope.set(scope, madeNow);
    return madeNow;
  }) as typeof instance.getFixedT;
}

/** An options object of strings, numbers, yes/no and nulls only (what a JSON key says in full). */
function hasPlainValues(values: unknown): boolean {
  if (!values || typeof values !== "object" || Array.isArray(values)) return false;
  for (const value of Object.values(values)) {
    const kind = typeof value;
    if (
      value !== null &&
      kind !== "string" &&
      kind !== "boolean" &&
      !(kind === "number" && Number.isFinite(value))
    )
      return false;
  }
  return true;
}
