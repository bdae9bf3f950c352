// Rolldown keeps its interop helpers (`__toESM`, `__commonJSMin`, `__exportAll`: React is CommonJS) in a
// chunk of their own, `rolldown-runtime`, about 0.4 KB: one more request on every page, for nothing. It
// never lets a manual group host them unless that group is their only user (see rolldown's
// internal-docs/code-splitting/implementation.md, "Runtime Module Placement"), and lazy chunks use them too.
// Our shared runtime chunk is loaded before any widget code and imports no other chunk, so it can host them
// safely: this plugin moves the helpers into it and points every other chunk's helper import at it.
import { posix } from 'node:path';

const PREFIX = '$hubRt_';

/** `a as b, c` → [{ name: 'a', local: 'b' }, { name: 'c', local: 'c' }] */
function specifiers(list) {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [name, local = name] = item.split(/\s+as\s+/);
      return { name, local };
    });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A Vite/rolldown output plugin: folds the `rolldown-runtime` chunk into the chunk named `hostName`.
 * Stops the build when the host imports another chunk (the helpers would not be ready for it).
 */
export function foldRuntimeHelpers(hostName) {
  return {
    name: 'hub-fold-runtime-helpers',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const helpers = chunks.find((chunk) => chunk.name === 'rolldown-runtime');
      const host = chunks.find((chunk) => chunk.name === hostName);
      if (!helpers || !host) return;
      const tail = /export\s*\{([^}]*)\};?\s*$/.exec(helpers.code);
      if (!tail || /\bimport\b/.test(helpers.code.slice(0, tail.index))) {
        this.error(`cannot fold ${helpers.fileName}: unexpected shape`);
      }
      if (host.imports.some((file) => file !== helpers.fileName)) {
        this.error(`cannot fold ${helpers.fileName} into ${host.fileName}: the host imports other chunks`);
      }
      // `export{s as n}`: the helper's own name `s`, exported as `n`.
      const exported = specifiers(tail[1]).map(({ name, local }) => ({ name: local, local: name }));
      const importOf = new RegExp(
        String.raw`import\s*\{([^}]*)\}\s*from\s*["'\`]([^"'\`]*/)?${escapeRegExp(posix.basename(helpers.fileName))}["'\`];?`,
        'g',
      );
      const scope = `${PREFIX}scope`;
      const hostHelpers = [
        `const ${scope}=(()=>{${helpers.code.slice(0, tail.index)};return{${exported.map(({ name, local }) => `${name}:${local}`).join(',')}}})();`,
        `const{${exported.map(({ name }) => `${name}:${PREFIX}${name}`).join(',')}}=${scope};`,
        `export{${exported.map(({ name }) => `${PREFIX}${name}`).join(',')}};`,
      ].join('');
      for (const chunk of chunks) {
        if (chunk === helpers) continue;
        const path = posix.relative(posix.dirname(chunk.fileName), host.fileName);
        const target = path.startsWith('.') ? path : `./${path}`;
        chunk.code = chunk.code.replace(importOf, (_whole, list) =>
          chunk === host
            ? `const{${specifiers(list)
                .map(({ name, local }) => `${name}:${local}`)
                .join(',')}}=${scope};`
            : `import{${specifiers(list)
                .map(({ name, local }) => `${PREFIX}${name} as ${local}`)
                .join(',')}}from"${target}";`,
        );
        if (chunk === host) chunk.code = hostHelpers + chunk.code;
        chunk.imports = [
          ...new Set(chunk.imports.map((file) => (file === helpers.fileName ? host.fileName : file))),
        ].filter((file) => file !== chunk.fileName);
      }
      delete bundle[helpers.fileName];
    },
  };
}
