import { createContext, type RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { Auth } from "~/features/accounts/auth.server";
import type { CatalogCache } from "~/features/catalog/catalog-cache.server";
import type { Mailer } from "~/features/email/mailer.server";
import type { PriceEngine } from "~/features/page-fetching/fetch-store-price.server";
import type { JobRunner } from "~/jobs/registry.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";

export type AppServices = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  /** Fetches store pages for prices (PD-8 limits it to public addresses). */
  priceEngine: PriceEngine;
  /** Queues background jobs; in this process it also works them. */
  jobs: JobRunner;
  /** Public catalogue reads kept until the catalogue changes. */
  catalogCache: CatalogCache;
};

/** What the web server knows about the request beyond the Request itself. */
export type RequestInfo = {
  clientIp: string;
  /** The nonce of this response's Content Security Policy, for the inline scripts of the page. */
  nonce?: string;
};

/** The services created once at start-up and handed to every loader and action. */
export const appServicesContext = createContext<AppServices>();

export const requestInfoContext = createContext<RequestInfo>({ clientIp: "unknown" });

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(appServicesContext);
}
