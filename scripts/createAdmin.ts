// `npm run create-admin -- --email person@example.com`: makes (or promotes) a super_admin and sends
// them a password-reset link; see "Operations" in the README. Uses the same configuration as the
// server; with the embedded database and emulator, stop the server first (one process per folder).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { email as emailRule } from '@tribuna/common/validation';
import { ConfigError, loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { createAdminFlow } from '../server/src/flows/createAdmin';
import { createFirebaseIdentity } from '../server/src/integrations/identity/firebaseIdentity';
import { createMailer } from '../server/src/integrations/mail/mail';
import { createAccountEmails } from '../server/src/modules/auth/accountEmails';
import { createUsersRepository } from '../server/src/modules/users/users.repository';
import { createUsersService } from '../server/src/modules/users/users.service';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = emailRule().safeParse(values.email ?? '');
if (!email.success) fail('Usage: npm run create-admin -- --email person@example.com');

let config;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) fail(e.message);
  throw e;
}

const { emulator: mode } = config.identity;
const emulator =
  mode.mode === 'embedded'
    ? await import('../server/src/integrations/identity/authEmulator').then(({ startAuthEmulator }) =>
        startAuthEmulator({
          projectId: config.identity.projectId,
          port: mode.port,
          persistFile: path.join(config.dataDir, 'auth', 'accounts.json'),
        }),
      )
    : null;
const database = await openDatabase(config.database);
const identity = createFirebaseIdentity(
  config.identity,
  mode.mode === 'external' ? mode.host : (emulator?.host ?? null),
);
const mailer = createMailer(config.mail);
try {
  await database.migrate();
  const createAdmin = createAdminFlow({
    identity,
    users: createUsersService({
      users: createUsersRepository(database.db),
      identity,
      transaction: (run) => database.db.transaction(run),
    }),
    emails: createAccountEmails({ identity, mailer, publicUrl: config.publicUrl }),
  });
  const { created, resetLink } = await createAdmin(email.data);
  console.log(
    [
      '',
      `  ${email.data} is a super administrator${created ? ' (new account)' : ''}.`,
      `  A link to set the password was e-mailed${config.mail.transport.kind === 'outbox' ? ` to the outbox (${config.mail.transport.dir})` : ''}:`,
      `  ${resetLink}`,
      '',
    ].join('\n'),
  );
} catch (e) {
  // Not fail(): the emulator and the database must still be closed below.
  console.error(`Creating the administrator failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
} finally {
  await mailer.close();
  await identity.close();
  await database.close();
  await emulator?.stop();
}
