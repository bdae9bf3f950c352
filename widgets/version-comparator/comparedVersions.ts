import type { Version } from '../../api/car.ts';

/** The versions a comparison shows and how their columns are named. */
export interface ComparedVersions {
  versions: Version[];
  /** Whether versions of several models are compared (each column then names its model). */
  mixed: boolean;
  /** The model compared, when only one is. */
  model: string;
}

/**
 * The versions to compare: those of the current version's model when one is given (a configured car
 * compares with its own model's versions, never the whole line-up), else all of them.
 */
export function comparedVersions(all: readonly Version[], current: string | null): ComparedVersions {
  const mine = all.find((version) => version.code === current);
  const versions = mine ? all.filter((version) => version.modelCode === mine.modelCode) : [...all];
  const mixed = new Set(versions.map((version) => version.modelCode)).size > 1;
  return { versions, mixed, model: mixed ? '' : (versions[0]?.modelName ?? '') };
}

/** A column's title: the version and engine, with the model first where models mix. */
export function versionTitle(version: Version, mixed: boolean): string {
  return [mixed ? version.modelName : '', version.versionName, version.engine].filter(Boolean).join(' ');
}
