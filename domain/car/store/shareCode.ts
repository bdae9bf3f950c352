import * as v from 'valibot';
import { type ConfigurationSnapshot, ConfigurationSnapshotSchema } from './schemas.ts';

const VERSION = '1';
const MAX_LENGTH = 8000;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(code: string): string {
  const binary = atob(code.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/**
 * A URL-safe string (`1.` + base64url of a JSON array) for a share link, e.g. in a WhatsApp message,
 * from which {@link decodeConfiguration} gives the same snapshot back.
 */
export function encodeConfiguration(snapshot: ConfigurationSnapshot): string {
  const { mvs, year, color, coating, parts, services, accessories } = snapshot;
  return `${VERSION}.${toBase64Url(JSON.stringify([mvs, year, color, coating, parts, services, accessories]))}`;
}

/** The snapshot in a share code, or null for anything that is not a valid code of this version. */
export function decodeConfiguration(code: string): ConfigurationSnapshot | null {
  const match = /^1\.([A-Za-z0-9_-]+)$/.exec(code.trim());
  if (!match || code.length > MAX_LENGTH) return null;
  try {
    const fields: unknown = JSON.parse(fromBase64Url(match[1]!));
    if (!Array.isArray(fields) || fields.length !== 7) return null;
    const [mvs, year, color, coating, parts, services, accessories] = fields;
    const parsed = v.safeParse(ConfigurationSnapshotSchema, {
      mvs,
      year,
      color,
      coating,
      parts,
      services,
      accessories,
    });
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
