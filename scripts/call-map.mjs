// Which tag sends each call of the API catalogue (api/README.md "Which tag sends each call").
//
// Read from the source as text, like test/architecture.test.ts: the page code of core/, validators/,
// api/, domain/ and widgets/ (no tests, stories or sandbox) is cut into its top-level statements (Biome
// starts each at column 0), and each declaration is a node whose edges are the names it uses: its file's
// other declarations and what it imports (through re-exports, `export *`, namespaces and `import()`). A
// tag reaches the nodes its element module (core/registry.ts) leads to, and sends:
//   - every `<table>.<name>` / `<table>['name']` a reached node passes on (`request(scope, 'x', fooCalls.bar)`,
//     a generic helper taking the spec, a map of specs); reading a line's fields (`fooCalls.bar.roles`) or
//     its type (`typeof fooCalls`) sends nothing;
//   - `<table>[expr]` with a computed name: the table's names among the string literals of what the
//     expression's variable is declared with and what that uses (`action: StatusAction` → its union,
//     `const adapter = adapterFor(type)` → the adapters' `call: 'x'`), else among those of the nearest
//     nodes that use this one (`list(scope, 'colors')`);
//   - `call(scope, 'service', 'name')` of api/catalogue.ts with literal arguments.
// What cannot be told (a computed name with no literal, `call()` with a variable) is reported, never
// guessed. `node scripts/call-map.mjs` (`npm run docs:calls`) writes the section; `--check` only compares;
// `--why <tag> '<service> <name>'` prints the chain of declarations by which the tag reaches the call.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));
const LAYERS = ['core', 'validators', 'api', 'domain', 'widgets'];
const CATALOGUE_FILE = 'api/catalogue.ts';
const REGISTRY_FILE = 'core/registry.ts';
const UNSENT_FILE = 'api/unsentCalls.ts';
const README_FILE = 'api/README.md';
export const START = '<!-- call-map:start -->';
export const END = '<!-- call-map:end -->';
const HEADING = '## Which tag sends each call';

const IDENT = /[A-Za-z_$][\w$]*/g;
const STRING = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`$]*)`/g;
const DECLARATION =
  /^(?:export\s+)?(default\s+)?(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(?:function\s*\*?|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/;

/** Page code: TypeScript of the layers, without tests, stories, fixtures and the sandbox. */
const isPageCode = (path) =>
  /\.tsx?$/.test(path) &&
  !/\.d\.ts$/.test(path) &&
  !/\.(test|stories|suite|testing)\.tsx?$/.test(path) &&
  !/\/fixtures?\.ts$/.test(path) &&
  !path.startsWith('api/sandbox/');

function walk(root, dir, out = []) {
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) walk(root, path, out);
    else if (isPageCode(path)) out.push(path);
  }
  return out;
}

/** The text without comments (a `//` after `:` is a URL's, kept). */
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\'"\w])\/\/.*$/gm, '$1');

/** Top-level statements: a line starting at column 0 with a name, `@` or `/` opens one. */
function statements(text) {
  const out = [];
  let current = [];
  for (const line of text.split('\n')) {
    if (/^[A-Za-z_$@/]/.test(line) && current.length) {
      out.push(current.join('\n'));
      current = [];
    }
    current.push(line);
  }
  out.push(current.join('\n'));
  return out
    .map(withoutComments)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** `a, b as c, type d` → [['a','a'], ['b','c'], ['d','d']] (imported or local name first). */
const namesOf = (list) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name.trim(), (alias ?? name).trim()];
    });

function resolveSpecifier(files, from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier.replace(/\?.*$/, '')));
  for (const path of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (files.has(path)) return path;
  }
  return null;
}

/** One file: its declarations (name → texts), imports, re-exports and module-level statements. */
function parseFile(path, text) {
  const file = { path, decls: new Map(), imports: new Map(), reexports: new Map(), stars: [], deps: [] };
  file.module = [];
  const declare = (name, body) => file.decls.set(name, [...(file.decls.get(name) ?? []), body]);
  for (const statement of statements(text)) {
    const imported = statement.match(/^import\s+(type\s+)?([\s\S]*?)\s*from\s*['"]([^'"]+)['"]/);
    if (imported) {
      const [, typeOnly, clause, from] = imported;
      if (!typeOnly) file.deps.push(from);
      const braces = clause.match(/\{([\s\S]*)\}/);
      for (const [name, local] of braces ? namesOf(braces[1]) : []) file.imports.set(local, { from, name });
      const head = clause
        .replace(/\{[\s\S]*\}/, '')
        .replace(/,\s*$/, '')
        .trim();
      const namespace = head.match(/\*\s+as\s+([\w$]+)/);
      if (namespace) file.imports.set(namespace[1], { from, name: '*' });
      else if (/^[\w$]+$/.test(head)) file.imports.set(head, { from, name: 'default' });
      continue;
    }
    const sideEffect = statement.match(/^import\s+['"]([^'"]+)['"]/);
    if (sideEffect) {
      file.deps.push(sideEffect[1]);
      continue;
    }
    const reexported = statement.match(/^export\s+(type\s+)?\{([\s\S]*?)\}\s*(?:from\s*['"]([^'"]+)['"])?/);
    if (reexported) {
      const [, typeOnly, list, from] = reexported;
      if (from && !typeOnly) file.deps.push(from);
      for (const [name, exported] of namesOf(list))
        file.reexports.set(exported, { from: from ?? null, name });
      continue;
    }
    const star = statement.match(/^export\s+\*\s+from\s*['"]([^'"]+)['"]/);
    if (star) {
      file.deps.push(star[1]);
      file.stars.push(star[1]);
      continue;
    }
    const declared = statement.match(DECLARATION);
    if (declared) {
      declare(declared[2], statement);
      if (declared[1]) file.reexports.set('default', { from: null, name: declared[2] });
      continue;
    }
    const defaulted = statement.match(/^export\s+default\s+([\s\S]*)$/);
    if (defaulted) declare('default', defaulted[1]);
    else file.module.push(statement);
  }
  return file;
}

/** The import graph of the page code, by declaration. */
export function loadSources(root = DEFAULT_ROOT) {
  const files = new Map();
  const layers = LAYERS.filter((layer) => existsSync(join(root, layer)));
  for (const path of layers.flatMap((layer) => walk(root, layer))) {
    files.set(path, parseFile(path, readFileSync(join(root, path), 'utf8')));
  }
  for (const file of files.values()) {
    const resolve = (specifier) => resolveSpecifier(files, file.path, specifier);
    file.deps = file.deps.map(resolve).filter(Boolean);
    file.stars = file.stars.map(resolve).filter(Boolean);
    for (const entry of [...file.imports.values(), ...file.reexports.values()]) {
      if (entry.from) entry.file = resolve(entry.from);
    }
  }
  return { root, files };
}

/** The node a file's export `name` is (`path#name`), through re-exports and `export *`. */
function exportNode(files, path, name, seen = new Set()) {
  const file = files.get(path);
  if (!file || seen.has(`${path}#${name}`)) return null;
  seen.add(`${path}#${name}`);
  if (name !== 'default' && file.decls.has(name)) return `${path}#${name}`;
  const again = file.reexports.get(name);
  if (again) {
    if (again.from === null) return localNode(files, path, again.name, seen);
    return again.file ? exportNode(files, again.file, again.name, seen) : null;
  }
  if (name === 'default' && file.decls.has('default')) return `${path}#default`;
  for (const star of file.stars) {
    const found = exportNode(files, star, name, seen);
    if (found) return found;
  }
  return null;
}

/** The node a name used in a file stands for: its own declaration or an import (not a namespace). */
function localNode(files, path, name, seen = new Set()) {
  const file = files.get(path);
  if (file.decls.has(name)) return `${path}#${name}`;
  const imported = file.imports.get(name);
  if (!imported?.file || imported.name === '*') return null;
  return exportNode(files, imported.file, imported.name, seen);
}

/** Every export of a file (an `import('…')` reaches the whole module). */
function allExports(files, path, seen = new Set()) {
  const file = files.get(path);
  if (!file || seen.has(path)) return [];
  seen.add(path);
  const names = [...file.decls.keys(), ...file.reexports.keys()];
  const own = names.map((name) => exportNode(files, path, name)).filter(Boolean);
  return [...own, `${path}#`, ...file.stars.flatMap((star) => allExports(files, star, seen))];
}

/** The arguments of the call whose `(` is at `open`, split at top-level commas. */
function argumentsAt(text, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = text.indexOf(c, i + 1);
      i = end < 0 ? text.length : end;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      depth--;
      if (depth === 0) {
        args.push(text.slice(start, i).trim());
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

const literal = (arg) => arg?.match(/^(['"])([\w-]+)\1$/)?.[2];
/** Not a member's name (`a.b`), but a spread (`...b`) is fine. */
const NOT_MEMBER = String.raw`(?<![\w$])(?<![^.]\.)`;
const escapeName = (name) => name.replace(/\$/g, '\\$');

/** The service tables of api/catalogue.ts: node → { service, calls: { name: { method, path } } }. */
function tablesOf(sources) {
  const { files } = sources;
  const catalogue = files.get(CATALOGUE_FILE);
  const body = catalogue?.decls.get('CATALOGUE')?.join('\n') ?? '';
  const tables = new Map();
  for (const [, quoted, bare, ident] of body.matchAll(/^\s+(?:'([\w-]+)'|([\w-]+)):\s*([\w$]+),?$/gm)) {
    const node = localNode(files, CATALOGUE_FILE, ident);
    if (!node) continue;
    const [path, name] = node.split('#');
    const text = files.get(path).decls.get(name).join('\n');
    const calls = {};
    const entries = [...text.matchAll(/^ {2}(?:'([\w-]+)'|([\w$]+)):/gm)];
    entries.forEach((entry, i) => {
      const line = text.slice(entry.index, entries[i + 1]?.index ?? text.length);
      calls[entry[1] ?? entry[2]] = {
        method: line.match(/method:\s*'(\w+)'/)?.[1] ?? '?',
        path: line.match(/path:\s*'([^']*)'/)?.[1] ?? '?',
      };
    });
    tables.set(node, { service: quoted ?? bare, calls });
  }
  return tables;
}

/** What one node uses, sends and says (edges, `service name` keys, computed accesses, literals). */
function analyse(sources, tables, node) {
  const { files } = sources;
  const [path, name] = node.split('#');
  const file = files.get(path);
  const texts = name === '' ? file.module : (file.decls.get(name) ?? []);
  const text = texts.join('\n');
  const edges = new Set(name === '' ? file.deps.map((dep) => `${dep}#`) : [`${path}#`]);
  const sends = new Set();
  const computed = [];
  const problems = [];
  const literals = new Set([...text.matchAll(STRING)].map((m) => m[1] ?? m[2] ?? m[3]));
  if (tables.has(node)) return { edges, sends, computed, problems, literals: new Set(), text, table: true };
  for (const ident of new Set(text.match(IDENT) ?? [])) {
    const imported = file.imports.get(ident);
    if (imported?.name === '*' && imported.file) {
      const members = text.matchAll(new RegExp(`\\b${escapeName(ident)}\\.([\\w$]+)`, 'g'));
      for (const [, member] of members) {
        const target = exportNode(files, imported.file, member);
        if (target) edges.add(target);
      }
      continue;
    }
    const target = ident === name ? null : localNode(files, path, ident);
    if (!target) continue;
    edges.add(target);
    const table = tables.get(target);
    if (table) {
      const uses = new RegExp(
        `(typeof\\s+)?${NOT_MEMBER}${escapeName(ident)}\\s*(?:\\.\\s*([\\w$]+)|\\[([^\\]]*)\\])(\\s*\\??\\.|\\s*\\[)?`,
        'g',
      );
      for (const [, typeOf, member, index, further] of text.matchAll(uses)) {
        if (typeOf || further) continue;
        const callName = member ?? literal(index);
        if (callName && table.calls[callName]) sends.add(`${table.service} ${callName}`);
        else if (callName) problems.push(`${node}: ${ident}.${callName} is no call of ${table.service}`);
        else computed.push({ table, index });
      }
    }
    if (target === `${CATALOGUE_FILE}#call` && path !== CATALOGUE_FILE) {
      const uses = new RegExp(`${NOT_MEMBER}${escapeName(ident)}\\s*(?:<[^()]*?>)?\\s*\\(`, 'g');
      for (const use of text.matchAll(uses)) {
        const [, service, callName] = argumentsAt(text, use.index + use[0].length - 1).map(literal);
        const table = [...tables.values()].find((t) => t.service === service);
        if (table?.calls[callName]) sends.add(`${service} ${callName}`);
        else problems.push(`${node}: call() with a service or name that is not a literal of the catalogue`);
      }
    }
  }
  for (const [, specifier] of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const target = resolveSpecifier(files, path, specifier);
    if (target) for (const each of allExports(files, target)) edges.add(each);
  }
  return { edges, sends, computed, problems, literals, text };
}

/** The tags of core/registry.ts and the element module each loads. */
function tagsOf(sources) {
  const file = sources.files.get(REGISTRY_FILE);
  const text = [...file.decls.values()].flat().join('\n');
  const entries = text.matchAll(/'(hub-[\w-]+)':\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g);
  return [...entries].map(([, tag, specifier]) => ({
    tag,
    element: resolveSpecifier(sources.files, REGISTRY_FILE, specifier),
  }));
}

/**
 * The call map: for every call of the catalogue (`service name`), the tags that can send it, and what
 * could not be told.
 */
export function callMap(sources = loadSources()) {
  const tables = tablesOf(sources);
  const cache = new Map();
  const info = (node) => {
    if (!cache.has(node)) cache.set(node, analyse(sources, tables, node));
    return cache.get(node);
  };
  const sentBy = new Map();
  for (const table of tables.values()) {
    for (const name of Object.keys(table.calls)) sentBy.set(`${table.service} ${name}`, new Set());
  }
  const problems = new Set();
  const trails = new Map();
  const tags = tagsOf(sources);
  for (const { tag, element } of tags) {
    if (!element) {
      problems.add(`${tag}: its element module is not in widgets/`);
      continue;
    }
    const reached = new Set();
    const users = new Map();
    const queue = allExports(sources.files, element);
    for (const node of queue) reached.add(node);
    while (queue.length) {
      const node = queue.pop();
      for (const next of info(node).edges) {
        if (!users.has(next)) users.set(next, new Set());
        users.get(next).add(node);
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    const sends = new Set();
    const senders = new Map();
    const add = (key, node) => {
      sends.add(key);
      if (!senders.has(key)) senders.set(key, node);
    };
    for (const node of reached) {
      const { sends: own, computed, problems: ownProblems } = info(node);
      for (const key of own) add(key, node);
      for (const problem of ownProblems) problems.add(problem);
      for (const { table, index } of computed) {
        const names = computedNames(sources, node, table, index, info, users);
        if (!names.length)
          problems.add(`${tag}: ${node} picks a call of ${table.service} by a computed name`);
        for (const name of names) add(`${table.service} ${name}`, node);
      }
    }
    for (const key of sends) sentBy.get(key)?.add(tag);
    trails.set(tag, (key) => {
      const trail = [];
      for (let node = senders.get(key); node; node = firstUser(users, node, trail)) trail.unshift(node);
      return trail;
    });
  }
  /** How `tag` reaches the node that sends `key`: element module first. */
  const why = (tag, key) => trails.get(tag)?.(key) ?? [];
  return { tables, tags: tags.map((t) => t.tag), sentBy, problems: [...problems].sort(), why };
}

/** A user of the node not yet on the trail (the trail leads back to the element module). */
function firstUser(users, node, trail) {
  return [...(users.get(node) ?? [])].find((user) => !trail.includes(user));
}

/**
 * The names a computed `table[expr]` can take: the table's names among the literals of what the
 * expression's variable is declared with (`action: StatusAction`, `const adapter = adapterFor(type)`) and
 * what that uses; else among the literals of the nearest nodes that use this one (`list(scope, 'colors')`).
 */
function computedNames(sources, node, table, index, info, users) {
  const { text } = info(node);
  const [path] = node.split('#');
  const namesIn = (values) => [...values].filter((value) => table.calls[value]);
  const variable = escapeName(index.match(/^\s*([\w$]+)/)?.[1] ?? '');
  const declared = variable
    ? [
        ...text.matchAll(new RegExp(`${NOT_MEMBER}${variable}\\s*\\??:\\s*([^,)=;{]+)`, 'g')),
        ...text.matchAll(
          new RegExp(`\\b(?:const|let|var)\\s+${variable}\\s*(?::[^=]+)?=\\s*([^;\\n]+)`, 'g'),
        ),
      ].map((m) => m[1])
    : [];
  const found = new Set(
    namesIn(declared.flatMap((d) => [...d.matchAll(STRING)].map((m) => m[1] ?? m[2] ?? m[3]))),
  );
  const below = new Set();
  const queue = declared
    .flatMap((d) => d.match(IDENT) ?? [])
    .map((ident) => localNode(sources.files, path, ident))
    .filter((next) => next && !info(next).table);
  while (queue.length) {
    const next = queue.pop();
    if (below.has(next) || next.endsWith('#')) continue;
    below.add(next);
    for (const value of namesIn(info(next).literals)) found.add(value);
    queue.push(...info(next).edges);
  }
  if (found.size) return [...found];
  const seen = new Set([node]);
  let level = [...(users.get(node) ?? [])];
  while (level.length) {
    const next = [];
    for (const user of level) {
      if (seen.has(user)) continue;
      seen.add(user);
      const hits = namesIn(info(user).literals);
      if (hits.length) for (const hit of hits) found.add(hit);
      else next.push(...(users.get(user) ?? []));
    }
    level = next;
  }
  return [...found];
}

/** The reasons of api/unsentCalls.ts, read as text: `'service name': 'reason'`. */
export function readReasons(root = DEFAULT_ROOT) {
  const text = readFileSync(join(root, UNSENT_FILE), 'utf8');
  const entries = text.matchAll(/^\s*'([\w-]+ [\w$]+)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/gm);
  return new Map(
    [...entries].map(([, key, single, double]) => [key, (single ?? double).replace(/\\(.)/g, '$1')]),
  );
}

/** The generated part of api/README.md. */
export function renderSection({ tables, sentBy }, reasons) {
  let sent = 0;
  let unsent = 0;
  const parts = [];
  for (const { service, calls } of tables.values()) {
    const rows = Object.entries(calls).map(([name, { method, path }]) => {
      const tags = [...(sentBy.get(`${service} ${name}`) ?? [])].sort();
      if (tags.length) sent++;
      else unsent++;
      const by = tags.length
        ? tags.map((tag) => `\`${tag}\``).join(', ')
        : `none: ${reasons.get(`${service} ${name}`) ?? '**no reason given**'}`;
      return `| \`${name}\` | ${method} | \`${path || '(root)'}\` | ${by.replace(/\|/g, '\\|')} |`;
    });
    parts.push(
      `### \`${service}\` sent by\n\n| call | method | path | sent by |\n|---|---|---|---|\n${rows.join('\n')}`,
    );
  }
  const intro =
    `Generated by \`npm run docs:calls\` (\`scripts/call-map.mjs\`; \`api/callMap.test.ts\` fails when it is ` +
    `out of date): the tags whose code can send each call, read from the imports of the page code from each ` +
    `tag's element module down to the service tables; for a call no tag sends, why (\`api/unsentCalls.ts\`). ` +
    `${sent} calls are sent by a tag, ${unsent} by none. ` +
    `\`node scripts/call-map.mjs --why <tag> '<service> <name>'\` prints the imports by which a tag reaches a call.`;
  return `${START}\n\n${intro}\n\n${parts.join('\n\n')}\n\n${END}`;
}

/** The README with the section replaced (or added at the end). */
export function withSection(readme, section) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start >= 0 && end > start) return readme.slice(0, start) + section + readme.slice(end + END.length);
  return `${readme.trimEnd()}\n\n${HEADING}\n\n${section}\n`;
}

/** Calls with neither a tag nor a reason, and reasons for calls a tag sends or that do not exist. */
export function reasonProblems({ sentBy }, reasons) {
  const missing = [...sentBy].filter(([key, tags]) => !tags.size && !reasons.has(key)).map(([key]) => key);
  const stale = [...reasons.keys()].filter((key) => !sentBy.has(key) || sentBy.get(key).size);
  return { missing, stale };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const map = callMap();
  const asked = process.argv.indexOf('--why');
  if (asked > 0) {
    // `--why <tag> '<service> <name>'`: the imports by which the tag reaches the call.
    const [tag, key] = process.argv.slice(asked + 1);
    console.log(map.why(tag, key).join('\n  → ') || `${tag} does not send ${key}`);
    process.exit(0);
  }
  const reasons = readReasons();
  const { missing, stale } = reasonProblems(map, reasons);
  const readme = readFileSync(join(DEFAULT_ROOT, README_FILE), 'utf8');
  const next = withSection(readme, renderSection(map, reasons));
  for (const problem of map.problems) console.error(`cannot tell: ${problem}`);
  for (const key of missing) console.error(`no tag sends ${key} and ${UNSENT_FILE} gives no reason`);
  for (const key of stale) console.error(`${UNSENT_FILE}: ${key} is sent by a tag or is no call`);
  if (process.argv.includes('--check')) {
    if (next !== readme) console.error(`${README_FILE} is out of date: run npm run docs:calls`);
    process.exitCode = next !== readme || missing.length || stale.length || map.problems.length ? 1 : 0;
  } else {
    if (next !== readme) writeFileSync(join(DEFAULT_ROOT, README_FILE), next);
    const sent = [...map.sentBy.values()].filter((tags) => tags.size).length;
    console.log(`${README_FILE}: ${sent} calls sent by a tag, ${map.sentBy.size - sent} by none`);
    process.exitCode = missing.length || stale.length || map.problems.length ? 1 : 0;
  }
}
