import { saveBlob } from '../../../domain/documents/saveBlob.ts';

/**
 * Offers a text as a file download (an object URL on a temporary link, revoked after the click): no
 * page navigation, nothing kept.
 */
export function downloadText(fileName: string, text: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}
