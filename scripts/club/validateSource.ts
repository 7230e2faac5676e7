/**
 * The club database's `validate_doc_update` (FORMAT.md "A club's season"), built from the app's
 * own check of a club document (src/lib/files/clubDoc.ts and the game reader under it), so the
 * server refuses exactly what the app's reader refuses.
 *
 * esbuild bundles that code into one self-contained function body. Its target is ES2017: a
 * CouchDB 3 with SpiderMonkey 60 or later first parses a design document's function with
 * esprima (ES2017 syntax) and then runs it, so nothing newer may appear as syntax (esbuild
 * lowers `?.`, `??`, object spread and private fields, and writes a `\p{…}` pattern as a
 * `new RegExp`, which SpiderMonkey 60+ runs). The bundle is set up on each call (CouchDB keeps
 * no state between a design document's calls that one may rely on); it is small and
 * compiled once per design document.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../../src/lib/files/clubDoc.ts', import.meta.url));
/** The global name the bundle's exports sit under inside the function. */
const NAME = 'spatzClub';

let bundle: Promise<string> | undefined;

/**
 * The bundled check, as a function body's first statement (`var spatzClub = …`); built once
 * per process (the set-up wants it twice: selfCheck.ts and the design document).
 */
export function bundledCheck(): Promise<string> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: NAME,
    platform: 'neutral',
    target: 'es2017',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((result) => {
    const [file] = result.outputFiles;
    if (!file) throw new Error('esbuild wrote no bundle of the club check');
    return file.text;
  });
  return bundle;
}

/**
 * The `validate_doc_update` source for the club database `db`: it throws `{forbidden: code}`
 * with clubDoc.ts's stable code. The database's name is written in (the member role is
 * `<db>:member`), so the function does not depend on `userCtx.db`, which not every
 * CouchDB-compatible server fills in.
 */
export async function validateSource(db: string): Promise<string> {
  const check = await bundledCheck();
  return [
    'function (newDoc, oldDoc, userCtx, secObj) {',
    check.trim(),
    `var refusal = ${NAME}.clubRefusal(newDoc, oldDoc || null, userCtx, ${JSON.stringify(db)});`,
    'if (refusal) throw({ forbidden: refusal });',
    '}',
  ].join('\n');
}
