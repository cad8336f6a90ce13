// Makes an existing account an administrator, on the database the server uses: DATABASE_URL, or the
// embedded database under DATA_DIR/pglite. The one way to grant admin rights besides another admin
// and a proved ADMIN_EMAILS address (SECURITY.md); whoever runs it has the server's own access.
//
//   npm run admin:grant -- EMAIL
//
// The embedded database can be open in one process at a time: stop the server first.

import { grantAdminByEmail } from "~/features/accounts/admin-grant.server";
import { parseEnv } from "~/utils/env.server";
import { runCommand, withServerDatabase } from "./support/cli";

const USAGE = "Usage: npm run admin:grant -- EMAIL";

const MESSAGES = {
  granted: (email: string) => `${email} is now an administrator.`,
  alreadyAdmin: (email: string) => `${email} is already an administrator; nothing changed.`,
  noAccount: (email: string) => `No account uses ${email}. Register it first, then run this again.`,
};

async function main(argv: string[]): Promise<number> {
  const email = argv.find((arg) => !arg.startsWith("-"));
  if (!email || argv.includes("--help") || argv.includes("-h")) {
    console.error(USAGE);
    return email ? 0 : 1;
  }
  const env = parseEnv(process.env);
  return withServerDatabase(env, async (database) => {
    const result = await grantAdminByEmail(database.db, email);
    (result === "noAccount" ? console.error : console.log)(MESSAGES[result](email.trim().toLowerCase()));
    return result === "noAccount" ? 1 : 0;
  });
}

await runCommand(main);
