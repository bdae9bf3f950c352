import { describe, expect, it } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { detectFace } from './face.ts';

const sandbox = startSandbox();
const jpeg = (size: number) => `data:image/jpeg;base64,${btoa(`\xFF\xD8\xFF\xE0${'\x10'.repeat(size)}`)}`;

describe('face/detect on the sandbox', () => {
  it('finds a face in a real-size JPEG and keeps the photo per reservation', async () => {
    signIn();
    const answer = await detectFace(sandboxScope(), { image: jpeg(4000), reservationId: 'RES-1' });
    expect(answer).toEqual({ faceDetected: true, score: 0.86 });
    expect(journalOf('face')[0]?.bearer).toBe(true);
    expect(sandbox.records.get('face:photos')).toEqual([
      { reservationId: 'RES-1', userId: expect.any(String), bytes: 4004, faceDetected: true },
    ]);
  });

  it('finds none in a tiny frame', async () => {
    signIn();
    const answer = await detectFace(sandboxScope(), { image: jpeg(500), reservationId: 'RES-1' });
    expect(answer.faceDetected).toBe(false);
  });

  it('refuses a photo without its reservation, or whose bytes are not the format it names', async () => {
    signIn();
    const png = `data:image/png;base64,${btoa(`\xFF\xD8\xFF\xE0${'\x10'.repeat(4000)}`)}`;
    await expect(detectFace(sandboxScope(), { image: jpeg(4000), reservationId: '' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(detectFace(sandboxScope(), { image: png, reservationId: 'RES-1' })).rejects.toMatchObject({
      status: 422,
    });
    expect(journalOf('face')).toHaveLength(0);
  });
});
