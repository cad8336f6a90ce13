import { createContext, type RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";

export type AppServices = {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
};

/** The services created once at start-up and handed to every loader and action. */
export const appServicesContext = createContext<AppServices>();

export function getServices(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(appServicesContext);
}
