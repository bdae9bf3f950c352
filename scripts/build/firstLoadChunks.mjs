// A one-widget page should fetch few files before any action: the loader, the runtime, the widget's chunk
// and at most one shared chunk, none under 1 KB (CONTRACT §7). Rolldown's automatic splitting gives every
// set of entries that shares modules a chunk of its own (315 modules shared by 2+ tags, in ~70 sets), so
// the build runs twice: the first pass (`captureFirstLoad`) records which of its chunks each tag fetches
// before any action, with their gzip sizes; `planFirstLoad` starts from those chunks (vite.config.ts's
// split) and merges them greedily, most files and small chunks saved per byte added first, while no tag's
// page gains more than its cap over the first pass; the second pass applies the plan as one
// `codeSplitting` group (`firstLoadGroup`). Modules are never copied: a module with page state stays one
// instance. Lazy code is left to rolldown's automatic splitting.
import { gzipSync } from 'node:zlib';

/** The smallest chunk a first load should fetch (gzip bytes). */
export const MIN_CHUNK = 1024;
/** Files before any action: the loader, the runtime, the widget, one shared chunk. */
export const MAX_FILES = 4;
/**
 * Bytes a page may gain to save files, over what it fetches with the first pass's chunks: `default` for
 * every tag, or per tag. The lead form's page gains none (the nearest to its budget, CONTRACT §7).
 */
export const EXTRA_CAPS = { default: 1024, 'hub-lead-form': 0 };

/**
 * How much a merge's added bytes weigh against the files and small chunks it saves: a candidate's value is
 * its gain over (bytes added + 1) to this power. Measured on the 28 one-widget pages (2026-11-25), both
 * weights give 279 files and 12 small chunks in all: at 1, quotation simulator, test drive, version
 * comparator and WhatsApp chat fetch one file fewer, and opinions, integration admin, offers and rental one
 * more; 0.75 keeps the opinions page at the four files of CONTRACT §7 and no page above its budget.
 */
export const COST_WEIGHT = 0.75;

const ELEMENT = /\/widgets\/([^/]+)\/\1\.element\.ts$/;

/**
 * A chunk's code as the plan weighs it: the content hashes in the file names it imports left out, so that a
 * change in one chunk (which renames every chunk importing it) does not move the weights of the others and,
 * through them, the plan of pages the change never touched.
 */
const stableCode = (code) => code.replace(/(\.\/(?:chunks\/)?[\w.-]+?)-[\w-]{8}\.js\b/g, '$1.js');

/**
 * Describes a generated bundle for `planFirstLoad`: its chunks (modules, static imports, gzip bytes) and
 * the tags the loader imports (an element module `widgets/<name>/<name>.element.ts` is `hub-<name>`).
 * `fixed`: names of the chunks no plan moves (the runtime); entries are never moved either.
 */
export function describeBundle(bundle, { loader, fixed }) {
  const chunks = Object.values(bundle)
    .filter((file) => file.type === 'chunk')
    .map((chunk) => ({
      file: chunk.fileName,
      name: chunk.name,
      modules: [...chunk.moduleIds],
      imports: [...chunk.imports],
      code: stableCode(chunk.code),
      gzip: gzipSync(stableCode(chunk.code)).length,
      entry: chunk.isEntry,
      loader: chunk.name === loader,
      fixed: chunk.isEntry || fixed.includes(chunk.name) || chunk.name === 'rolldown-runtime',
    }))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const loaderChunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === loader);
  const tags = {};
  for (const file of loaderChunk?.dynamicImports ?? []) {
    // A chunk a group made has no facade: it is a widget's when it holds the element module.
    const chunk = bundle[file];
    const element = chunk?.facadeModuleId ?? chunk?.moduleIds.find((id) => ELEMENT.test(id)) ?? '';
    const widget = ELEMENT.exec(element)?.[1];
    if (widget) tags[`hub-${widget}`] = file;
  }
  return { chunks, tags };
}

/**
 * The grouping: `{ groups: Map<moduleId, groupName>, chunks: [{ name, tags, gzip }], pages: [{ tag,
 * files, bytes }], before }` (`before`: the pages as the first pass made them; bytes: gzip, loader and
 * runtime included, as estimated from the first pass's chunks).
 * `limits`: the bytes each tag's page may gain over the first pass (per tag, or `default`); merges that
 * would take a page over are not made.
 * `runtime`: the chunk every page loads. Deterministic for a given description.
 */
export function planFirstLoad({ chunks, tags }, { runtime = 'runtime', limits = EXTRA_CAPS } = {}) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const tagList = Object.keys(tags).sort();
  const elements = new Set(Object.values(tags));
  // The chunks each tag fetches before any action: the loader's, the runtime and its element's static
  // closure.
  const closures = new Map();
  for (const tag of tagList) {
    const seen = new Set();
    const stack = [tags[tag], ...chunks.filter((c) => c.name === runtime).map((c) => c.file)];
    while (stack.length) {
      const file = stack.pop();
      if (seen.has(file) || !byFile.has(file)) continue;
      seen.add(file);
      stack.push(...byFile.get(file).imports);
    }
    closures.set(tag, seen);
  }
  const loaderBytes = chunks.find((c) => c.loader)?.gzip ?? 0;
  // The fixed chunks (the runtime) a tag fetches, and the loader: files and bytes no plan changes.
  // rolldown's helpers are folded into the runtime after this pass (foldRuntimeHelpers.mjs): no file.
  const base = new Map();
  for (const tag of tagList) {
    const fixed = [...closures.get(tag)].map((f) => byFile.get(f)).filter((c) => c.fixed);
    base.set(tag, {
      files: 1 + fixed.filter((c) => c.name !== 'rolldown-runtime').length,
      bytes: loaderBytes + fixed.reduce((sum, c) => sum + c.gzip, 0),
    });
  }
  // Units: the first pass's movable chunks some first load fetches, with the tags that fetch them.
  const units = chunks
    .filter((c) => !c.fixed)
    .map((c) => ({ ...c, tags: tagList.filter((tag) => closures.get(tag).has(c.file)) }))
    .filter((u) => u.tags.length > 0);
  // Groups start as the first pass's chunks. The group holding a widget's element chunk is that widget's
  // chunk: it takes only what no other page fetches first (its code defines the element when it runs).
  let nextId = 0;
  const gzipOf = (code) => gzipSync(code).length;
  const group = (members) => {
    const code = members.map((u) => u.code).join('\n');
    return {
      id: nextId++,
      tags: new Set(members.flatMap((u) => u.tags)),
      units: members,
      code,
      gzip: gzipOf(code),
      pinned: members.some((u) => elements.has(u.file)),
    };
  };
  let groups = units.map((unit) => group([unit]));

  // The chunk graph: group index → indexes of the groups it imports; a page fetches the groups its
  // element's group reaches.
  const graphOf = () => {
    const at = new Map();
    groups.forEach((g, i) => {
      for (const u of g.units) at.set(u.file, i);
    });
    const edges = groups.map((g, i) => {
      const next = new Set();
      for (const u of g.units)
        for (const file of u.imports) {
          const j = at.get(file);
          if (j !== undefined && j !== i) next.add(j);
        }
      return next;
    });
    const reach = edges.map((_, i) => {
      const seen = new Set();
      const stack = [i];
      while (stack.length) {
        const n = stack.pop();
        if (seen.has(n)) continue;
        seen.add(n);
        stack.push(...edges[n]);
      }
      return seen;
    });
    const pages = new Map(tagList.map((tag) => [tag, reach[at.get(tags[tag])]]));
    return { edges, reach, pages };
  };
  const pageOf = (tag, graph) => {
    const fetched = [...graph.pages.get(tag)];
    return {
      files: base.get(tag).files + fetched.length,
      bytes: base.get(tag).bytes + fetched.reduce((sum, i) => sum + groups[i].gzip, 0),
    };
  };
  /** Merging a and b closes a cycle when one reaches the other through a third group. */
  const closesCycle = ({ edges }, a, b) => {
    const reaches = (from, to) => {
      const seen = new Set();
      const stack = [...edges[from]].filter((n) => n !== to);
      while (stack.length) {
        const n = stack.pop();
        if (n === to) return true;
        if (seen.has(n)) continue;
        seen.add(n);
        stack.push(...edges[n]);
      }
      return false;
    };
    return reaches(a, b) || reaches(b, a);
  };
  const pairs = new Map();
  const mergedGzip = (a, b) => {
    const key = `${a.id} ${b.id}`;
    if (!pairs.has(key)) pairs.set(key, gzipOf(`${a.code}\n${b.code}`));
    return pairs.get(key);
  };
  const small = (bytes) => (bytes < MIN_CHUNK ? 1 : 0);
  const over = (files) => Math.max(0, files - MAX_FILES);
  const initial = graphOf();
  const before = tagList.map((tag) => ({ tag, ...pageOf(tag, initial) }));
  const limit = new Map(
    tagList.map((tag) => [tag, pageOf(tag, initial).bytes + (limits[tag] ?? limits.default ?? 0)]),
  );

  for (;;) {
    const graph = graphOf();
    const now = new Map(tagList.map((tag) => [tag, pageOf(tag, graph)]));
    // Which pages fetch each group: a merge saves files only where a page fetches both, or a small chunk.
    const fetchers = groups.map((_, i) => tagList.filter((tag) => graph.pages.get(tag).has(i)));
    const candidates = [];
    for (let i = 0; i < groups.length; i++) {
      const a = groups[i];
      for (let j = i + 1; j < groups.length; j++) {
        const b = groups[j];
        if (a.pinned && b.pinned) continue;
        const useful =
          small(a.gzip) ||
          small(b.gzip) ||
          fetchers[i].some((tag) => now.get(tag).files > MAX_FILES && graph.pages.get(tag).has(j));
        if (!useful) continue;
        // A widget's chunk runs its element's definition: no page without it may fetch it.
        if (a.pinned && !fetchers[j].every((tag) => graph.pages.get(tag).has(i))) continue;
        if (b.pinned && !fetchers[i].every((tag) => graph.pages.get(tag).has(j))) continue;
        // What a page fetching either one fetches after the merge: both, and all they import.
        const both = new Set([...graph.reach[i], ...graph.reach[j]]);
        const merged = mergedGzip(a, b);
        let gain = small(a.gzip) + small(b.gzip) - small(merged);
        let cost = 0;
        let allowed = true;
        for (const tag of tagList) {
          const page = graph.pages.get(tag);
          const hasA = page.has(i);
          const hasB = page.has(j);
          if (!hasA && !hasB) continue;
          let files = 1 - hasA - hasB;
          let bytes = merged - (hasA ? a.gzip : 0) - (hasB ? b.gzip : 0);
          for (const k of both) {
            if (k === i || k === j || page.has(k)) continue;
            files += 1;
            bytes += groups[k].gzip;
          }
          const { files: before, bytes: weight } = now.get(tag);
          if (bytes > 0 && weight + bytes > limit.get(tag)) {
            allowed = false;
            break;
          }
          gain += over(before) - over(before + files);
          cost += Math.max(0, bytes);
        }
        if (allowed && gain > 0) candidates.push({ i, j, value: gain / (cost + 1) ** COST_WEIGHT });
      }
    }
    candidates.sort((x, y) => y.value - x.value || x.i - y.i || x.j - y.j);
    const pick = candidates.find(({ i, j }) => !closesCycle(graph, i, j));
    if (!pick) break;
    const merged = group([...groups[pick.i].units, ...groups[pick.j].units]);
    groups = [...groups.filter((_, k) => k !== pick.i && k !== pick.j), merged];
  }
  const final = graphOf();

  // Names: a widget's chunk after its element chunk; a shared one after its biggest first-pass chunk.
  const result = new Map();
  const named = groups.map((g) => {
    const element = g.units.find((u) => elements.has(u.file));
    const biggest = [...g.units].sort((x, y) => y.gzip - x.gzip || (x.file < y.file ? -1 : 1))[0];
    const name = (element ?? biggest).name;
    for (const unit of g.units) for (const id of unit.modules) result.set(id, name);
    return { name, tags: [...g.tags], gzip: g.gzip };
  });
  return {
    groups: result,
    chunks: named,
    before,
    pages: tagList.map((tag) => ({ tag, ...pageOf(tag, final) })),
  };
}

/** The `codeSplitting` group that applies a plan (before the config's own groups: it wins). */
export function firstLoadGroup(plan) {
  return {
    debugName: 'first-load',
    name: (id) => plan.groups.get(id) ?? null,
    test: (id) => plan.groups.has(id),
    // Every module a first load needs is planned, its dependencies too: none is pulled along.
    includeDependenciesRecursively: false,
  };
}

/** Pass one's plugin: records the bundle's description in `sink.description`. */
export function captureFirstLoad(sink, { loader = 'hub-widgets', fixed = ['runtime'] } = {}) {
  return {
    name: 'hub-capture-first-load',
    generateBundle(_options, bundle) {
      sink.description = describeBundle(bundle, { loader, fixed });
    },
  };
}

/**
 * The files each tag's page fetches before any action in a described bundle: the loader, the runtime and
 * its element chunk's static closure (rolldown's helpers are not counted: they are folded into the runtime).
 */
export function filesPerTag({ chunks, tags }, runtime = 'runtime') {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const runtimeFiles = chunks.filter((c) => c.name === runtime).map((c) => c.file);
  return Object.fromEntries(
    Object.keys(tags)
      .sort()
      .map((tag) => {
        const seen = new Set();
        const stack = [tags[tag], ...runtimeFiles];
        while (stack.length) {
          const file = stack.pop();
          if (seen.has(file) || !byFile.has(file)) continue;
          seen.add(file);
          stack.push(...byFile.get(file).imports);
        }
        const files = [...seen].filter((file) => byFile.get(file).name !== 'rolldown-runtime');
        return [tag, 1 + files.length];
      }),
  );
}

/**
 * Pass two's plugin: puts the plan's group before the config's own groups, and stops the build when a
 * page would fetch more files than the plan said (rolldown did not follow it).
 */
export function applyFirstLoad(plan, { loader = 'hub-widgets', fixed = ['runtime'] } = {}) {
  return {
    name: 'hub-apply-first-load',
    config(config) {
      const output = config.build?.rolldownOptions?.output;
      if (!output || Array.isArray(output)) throw new Error('hub-apply-first-load: one output expected');
      output.codeSplitting = {
        ...output.codeSplitting,
        groups: [firstLoadGroup(plan), ...(output.codeSplitting?.groups ?? [])],
      };
    },
    generateBundle(_options, bundle) {
      const files = filesPerTag(describeBundle(bundle, { loader, fixed }));
      const off = plan.pages.filter((page) => (files[page.tag] ?? 0) > page.files);
      if (off.length) {
        this.error(
          `the first-load grouping was not followed: ${off.map((p) => `${p.tag} fetches ${files[p.tag]} files (planned ${p.files})`).join(', ')}`,
        );
      }
    },
  };
}
