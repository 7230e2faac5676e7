/**
 * `npm run club -- setup <server url> <admin user> [--db NAME] [--member NAME …] [--club NAME]
 *  [--app URL] [--public URL]`: sets up a club's CouchDB (setup.ts) and prints each new
 * member's invite as a QR code and a link.
 * `npm run club -- invite <server url> <admin user> <member> [--db NAME] [--club NAME]
 *  [--app URL] [--public URL]`: a new password for one member and its invite again.
 *
 * The admin's password comes from COUCHDB_PASSWORD or is asked for on the terminal, never
 * echoed. README.md "A club's server" says how a club runs it.
 */
import { createInterface } from 'node:readline';
import { renderUnicodeCompact } from 'uqr';
import { inviteLink, type MemberInvite } from './invite';
import { ClubSetupError, renewInvite, setupClub, type Admin } from './setup';

const USAGE = `Usage:
  npm run club -- setup <server url> <admin user> [--db NAME] [--member NAME …] [--club NAME] [--app URL] [--public URL]
  npm run club -- invite <server url> <admin user> <member> [--db NAME] [--club NAME] [--app URL] [--public URL]

  --db      the club's database (default: tarockclub)
  --member  one or more members' user names (letters, digits, . _ -)
  --club    the club's name as the app shows it (default: the database's name)
  --app     the address members open Spatz at: invites become links to it, and a CouchDB
            lets that origin in (CORS)
  --public  the server's address as members reach it, if not <server url> (e.g. behind a proxy)
The admin's password is read from COUCHDB_PASSWORD, or asked for.`;

interface Args {
  command: string;
  positional: string[];
  db: string;
  members: string[];
  club?: string;
  app?: string;
  server?: string;
}

function parse(argv: readonly string[]): Args {
  const args: Args = { command: argv[0] ?? '', positional: [], db: 'tarockclub', members: [] };
  let list: string[] | undefined;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--'))
        throw new ClubSetupError(`${word} needs a value.`);
      return next;
    };
    list = undefined;
    if (word === '--member') {
      args.members.push(value());
      list = args.members;
    } else if (word === '--db') args.db = value();
    else if (word === '--club') args.club = value();
    else if (word === '--app') args.app = value();
    else if (word === '--public') args.server = value();
    else if (word.startsWith('--')) throw new ClubSetupError(`Unknown option ${word}.`);
    else args.positional.push(word);
    // `--member anna bert`: the words after --member are members until the next option.
    while (list && argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      list.push(argv[++i]!);
    }
  }
  return args;
}

/** The admin's password: COUCHDB_PASSWORD, else asked for without echo (or read from a pipe). */
async function adminPassword(user: string): Promise<string> {
  const fromEnv = process.env.COUCHDB_PASSWORD;
  if (fromEnv) return fromEnv;
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    throw new ClubSetupError('No admin password: set COUCHDB_PASSWORD.');
  }
  process.stderr.write(`Password of the CouchDB admin "${user}": `);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((done, fail) => {
    let typed = '';
    const end = () => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          end();
          done(typed);
          return;
        }
        if (char === '\u0003') {
          end();
          fail(new ClubSetupError('Stopped.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

/** A member's invite: the QR code and the link (or, without --app, the text to paste). */
function printInvite(member: MemberInvite, app: string | undefined): void {
  const text = app ? inviteLink(app, member.payload) : `#/club/${member.payload}`;
  console.log(`\n── ${member.user} (${member.invite.club}) ──`);
  console.log(renderUnicodeCompact(text, { ecc: 'L', border: 2 }));
  console.log(text);
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parse(argv);
  const [url, user, memberName] = args.positional;
  const known = args.command === 'setup' || args.command === 'invite';
  const count = args.command === 'setup' ? 2 : 3;
  if (!known || !url || !user || args.positional.length !== count) {
    console.error(USAGE);
    return 2;
  }
  const admin: Admin = { user, password: await adminPassword(user) };
  const options = {
    ...(args.club ? { club: args.club } : {}),
    ...(args.server ? { server: args.server } : {}),
  };
  if (args.command === 'invite') {
    printInvite(await renewInvite(url, admin, args.db, memberName!, options), args.app);
  } else {
    const result = await setupClub(url, admin, args.db, args.members, {
      ...options,
      ...(args.app ? { app: args.app } : {}),
    });
    console.log(`The club database ${args.db} is set up on ${url}.`);
    console.log(`CORS: ${result.cors}.`);
    if (result.kept.length > 0) {
      console.log(
        `Members kept as they were: ${result.kept.join(', ')} (a new invite: club invite).`,
      );
    }
    for (const member of result.invites) printInvite(member, args.app);
  }
  const server = new URL(args.server ?? url);
  if (server.protocol !== 'https:') {
    console.log(
      `\n${server.origin} is not https: the app takes it only on this device or the local ` +
        'network, and the password travels unencrypted (README.md "A club\'s server").',
    );
  }
  if (!args.app) console.log('\nWithout --app: paste the text into Spatz (Settings, Club).');
  console.log("\nEach invite holds that member's password: hand it to that member alone.");
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof ClubSetupError ? error.message : error);
    process.exitCode = 1;
  },
);
