// Types of scripts/build/foldRuntimeHelpers.mjs for vite.config.ts and its test.
import type { Plugin } from 'vite';

/** Folds rolldown's `rolldown-runtime` helper chunk into the chunk named `hostName`. */
export function foldRuntimeHelpers(hostName: string): Plugin;
