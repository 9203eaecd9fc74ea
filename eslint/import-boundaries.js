// Which layer may import which (docs/architecture.md, "Layers" and "Web structure"). A local rule rather than
// `no-restricted-imports` patterns: it resolves `~/…` and relative specifiers to real paths, so `../../server/x`
// is caught as surely as `~/server/x`, and it also checks `export … from` and dynamic `import()`.
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NODE_BUILTINS = new Set(builtinModules);
/** Packages the pure domain code may use (`src/domain/api/*` shares request and reply schemas with the server). */
const DOMAIN_PACKAGES = /^zod(\/|$)/;
/** Tests and their fixtures may use test packages (vitest, fast-check) and Node modules. */
const TEST_FILE = /\.(test|fixtures)\.tsx?$/;
/** Server-only files of the web code: loaders (`*.server.ts`), their tests (`*.server.test.ts`, `*.server.integration.test.ts`), and the SSR entry (`entry.server.tsx`). */
const SERVER_FILE = /\.server(\.integration)?(\.test)?\.tsx?$/;

/** `src/…` path (posix) of a file under the project root, or null. */
function projectPath(abs) {
  const rel = path.relative(ROOT, abs).split(path.sep).join('/');
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel;
}

/** What an import specifier points at: `{ local: 'src/…' }` for our code, `{ pkg }` for a package. */
function target(spec, fileAbs) {
  const clean = spec.replace(/[?#].*$/, '');
  if (clean.startsWith('~/')) return { local: `src/${clean.slice(2)}` };
  if (clean.startsWith('.')) return { local: projectPath(path.resolve(path.dirname(fileAbs), clean)) ?? clean };
  return { pkg: clean };
}

const isNodeBuiltin = (pkg) => pkg.startsWith('node:') || NODE_BUILTINS.has(pkg.split('/')[0]);
const under = (p, dir) => p === dir || p.startsWith(`${dir}/`);
const featureOf = (p) => /^src\/web\/features\/([^/]+)\//.exec(p)?.[1] ?? null;

/** A project path without its script extension, so `~/server/services` and `../services.ts` compare equal. */
const bare = (p) => p.replace(/\.(tsx?|jsx?|mjs)$/, '');
/** The composition root: the files that build and wire the whole server (boot, app, services, route and job tables). */
const COMPOSITION_ROOT = new Set(
  ['main', 'start', 'app', 'services', 'api-routes', 'jobs'].map((name) => `src/server/${name}`),
);
const isCompositionRoot = (p) => COMPOSITION_ROOT.has(bare(p));
/** The demo seed (moving from src/server/db/seed to src/demo/seed): it writes through modules but not the back office. */
const isSeed = (p) => under(p, 'src/server/db/seed') || under(p, 'src/demo/seed');

/**
 * The server's layers (docs/architecture.md, "Layers"): composition root → back office → modules → platform, db.
 * Tests and fixtures (`*.test.ts`, `*.fixtures.ts`) stand outside the layers: they build the whole app to test it.
 * Type-only imports count too: `import type { Services }` ties a module to every other module as surely as a value
 * import does (it is what lets a module reach past the dependencies it is given), TypeScript would let the type
 * import become a value import with one edit, and the rule reads the graph a reader sees, not the emitted code.
 */
function serverViolation(file, to) {
  if (isSeed(file)) return under(to, 'src/server/admin') ? 'seedAdmin' : null;
  if (under(file, 'src/server/modules')) {
    if (isCompositionRoot(to)) return 'moduleRoot';
    return under(to, 'src/server/admin') ? 'moduleAdmin' : null;
  }
  if (under(file, 'src/server/platform') || under(file, 'src/server/db')) {
    if (under(to, 'src/server/modules') || under(to, 'src/server/admin')) return 'lowerUpper';
    return isCompositionRoot(to) ? 'lowerRoot' : null;
  }
  return null;
}

/** The reason `file` may not import `spec`, or null when it may. */
export function boundaryViolation(file, spec, fileAbs) {
  const t = target(spec, fileAbs);
  const base = path.posix.basename(file);
  const test = TEST_FILE.test(base);

  if (!test && t.local !== undefined && (under(file, 'src/server') || isSeed(file))) {
    const why = serverViolation(file, t.local);
    if (why) return why;
  }

  if (under(file, 'src/domain')) {
    if (t.local !== undefined) return under(t.local, 'src/domain') ? null : 'domainOutside';
    if (test || DOMAIN_PACKAGES.test(t.pkg)) return null;
    return isNodeBuiltin(t.pkg) ? 'domainNode' : 'domainPackage';
  }
  if (under(file, 'src/server')) {
    return t.local !== undefined && under(t.local, 'src/web') ? 'serverWeb' : null;
  }
  if (under(file, 'src/web') && t.local !== undefined) {
    if (under(t.local, 'src/server') && !SERVER_FILE.test(base)) return 'webServer';
    const from = featureOf(file);
    const to = featureOf(`${t.local}/`);
    if (from && to && from !== to) return 'featureFeature';
    if (from && under(t.local, 'src/web/routes')) return 'featureRoute';
    if (under(file, 'src/web/components') && (under(t.local, 'src/web/features') || under(t.local, 'src/web/routes')))
      return 'componentUp';
    // decision 0009: the back office and the shop's features keep apart
    if (under(file, 'src/web/admin') ? under(t.local, 'src/web/features') : under(t.local, 'src/web/admin'))
      return 'adminShop';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the layers apart: domain ← server, domain ← web; routes → features → components; admin apart from features.',
    },
    schema: [],
    messages: {
      domainOutside: "src/domain is pure: '{{spec}}' lies outside src/domain.",
      domainNode: "src/domain does no I/O: '{{spec}}' is a Node module.",
      domainPackage: "src/domain may use only zod among packages (not '{{spec}}').",
      serverWeb: "Server code does not import web code ('{{spec}}'); shared types live in src/domain.",
      webServer:
        "Web code imports server code only in *.server.ts(x) files ('{{spec}}'); shared types live in src/domain.",
      featureFeature:
        "A feature does not import another feature ('{{spec}}'); move the shared piece to src/web/components.",
      featureRoute: "A feature does not import routes ('{{spec}}'); routes import features.",
      componentUp: "src/web/components does not import features or routes ('{{spec}}').",
      adminShop:
        "The back office (src/web/admin) and the shop's features do not import each other ('{{spec}}'), decision 0009.",
      moduleRoot:
        "A module does not import the composition root ('{{spec}}'): it receives the services and repositories it uses.",
      moduleAdmin: "A module does not import the back office ('{{spec}}'); the back office imports modules.",
      lowerUpper:
        "src/server/platform and src/server/db do not import modules or the back office ('{{spec}}'); they import platform and db.",
      lowerRoot: "src/server/platform and src/server/db do not import the composition root ('{{spec}}').",
      seedAdmin: "The demo seed does not import the back office ('{{spec}}').",
    },
  },
  create(context) {
    const fileAbs = context.filename;
    const file = projectPath(fileAbs);
    if (!file || !file.startsWith('src/')) return {};
    return onImports((source) => {
      const why = boundaryViolation(file, source.value, fileAbs);
      if (why) context.report({ node: source, messageId: why, data: { spec: source.value } });
    });
  },
};

/** Listeners calling `visit(source literal)` for every `import`, `export … from` and `import()` of a file. */
function onImports(visit) {
  const check = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string') visit(source);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

export default { rules: { 'import-boundaries': rule } };
