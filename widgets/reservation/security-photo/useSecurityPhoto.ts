import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { detectFace } from '../../../api/face.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { type CameraProblem, cameraProblemOf, openFrontCamera, stopStream } from './camera.ts';
import { captureStill, type Still } from './capture.ts';
import { isMobileDevice } from './device.ts';
import { type FaceCheck, faceCheckUrls, loadFaceCheck, releaseFaceCheck } from './faceCheck.ts';
import { MAX_EXTENSIONS, photoSeconds, secondsLeft } from './timeLimit.ts';

/**
 * Where the step is. `unavailable`: not a mobile device. `live`: preview and countdown. `no-face`: the
 * local check found none. `refused`: the face service did not validate it. `failed`: the service call
 * failed (the photo is kept to send again). `check-failed`: the face check could not load.
 */
export type PhotoPhase =
  | 'unavailable'
  | 'intro'
  | 'starting'
  | 'live'
  | 'checking'
  | 'no-face'
  | 'check-failed'
  | 'sending'
  | 'failed'
  | 'refused'
  | 'approved'
  | 'expired'
  | 'camera-problem';

/**
 * The security photo flow: explain, open the front camera, preview with a time limit, capture a
 * still, check it for a face in the browser (tasks-vision, loaded when the camera opens), then send it
 * once to face/detect. The camera is released on capture, on expiry, on failure and on unmount.
 */
export function useSecurityPhoto(reservationId: string) {
  const { context } = useWidget();
  const api = context;
  const urls = useMemo(() => faceCheckUrls(context.settings), [context.settings]);
  const limit = useMemo(() => photoSeconds(context.settings), [context.settings]);
  const [phase, setPhase] = useState<PhotoPhase>(() => (isMobileDevice() ? 'intro' : 'unavailable'));
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [still, setStill] = useState<Still | null>(null);
  const [remaining, setRemaining] = useState(limit);
  const [extensions, setExtensions] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const deadline = useRef(0);
  const checker = useRef<Promise<FaceCheck> | null>(null);
  // Every camera opening, capture and send is a session; answers of an older one are dropped.
  const session = useRef(0);
  const sending = useRef<AbortController | null>(null);
  // A tap before the camera's first frame takes the photo as soon as the frame arrives (once).
  const waitingFrame = useRef(false);

  const release = useCallback(() => {
    stopStream(stream.current);
    stream.current = null;
    const video = videoRef.current;
    if (video) video.srcObject = null;
  }, []);

  const openCamera = useCallback(async () => {
    session.current += 1;
    const id = session.current;
    release();
    waitingFrame.current = false;
    setStill(null);
    setProblem(null);
    setPhase('starting');
    // The face check starts loading with the camera, so it is ready when the photo is taken.
    checker.current = loadFaceCheck(urls);
    checker.current.catch(() => undefined);
    try {
      const media = await openFrontCamera();
      if (id !== session.current) return stopStream(media);
      stream.current = media;
      const video = videoRef.current;
      if (video) {
        video.srcObject = media;
        video.play?.()?.catch(() => undefined);
      }
      deadline.current = Date.now() + limit * 1000;
      setRemaining(limit);
      setExtensions(0);
      setPhase('live');
    } catch (error) {
      if (id !== session.current) return;
      release();
      setProblem(cameraProblemOf(error));
      setPhase('camera-problem');
    }
  }, [limit, release, urls]);

  const send = useCallback(
    async (photo: Still) => {
      if (sending.current) return;
      const id = session.current;
      const controller = new AbortController();
      sending.current = controller;
      setPhase('sending');
      try {
        const answer = await detectFace(api, { image: photo.dataUrl, reservationId }, controller.signal);
        if (id === session.current) setPhase(answer.faceDetected ? 'approved' : 'refused');
      } catch {
        if (id === session.current && !controller.signal.aborted) setPhase('failed');
      } finally {
        if (sending.current === controller) sending.current = null;
      }
    },
    [api, reservationId],
  );

  const check = useCallback(
    async (photo: Still) => {
      const id = session.current;
      setPhase('checking');
      let found: boolean;
      try {
        checker.current ??= loadFaceCheck(urls);
        const faceCheck = await checker.current;
        found = faceCheck.detect(photo.canvas).found;
      } catch {
        checker.current = null;
        if (id === session.current) setPhase('check-failed');
        return;
      }
      if (id !== session.current) return;
      if (found) await send(photo);
      else setPhase('no-face');
    },
    [send, urls],
  );

  const capture = useCallback(() => {
    const video = videoRef.current;
    if (!video || waitingFrame.current) return;
    const id = session.current;
    const take = () => {
      const photo = captureStill(video);
      if (!photo) return false;
      release();
      setStill(photo);
      void check(photo);
      return true;
    };
    if (take()) return;
    waitingFrame.current = true;
    video.addEventListener(
      'loadeddata',
      () => {
        waitingFrame.current = false;
        if (id === session.current) take();
      },
      { once: true },
    );
  }, [check, release]);

  const retry = useCallback(() => {
    if (phase === 'failed' && still) void send(still);
    else if (phase === 'check-failed' && still) void check(still);
    else void openCamera();
  }, [phase, still, send, check, openCamera]);

  const extend = useCallback(() => {
    if (extensions >= MAX_EXTENSIONS) return;
    deadline.current = Date.now() + limit * 1000;
    setRemaining(limit);
    setExtensions((n) => n + 1);
  }, [extensions, limit]);

  // The countdown while the preview shows; at zero the camera is released and the time is exceeded.
  useEffect(() => {
    if (phase !== 'live') return;
    const tick = () => {
      const left = secondsLeft(deadline.current, Date.now());
      setRemaining(left);
      if (left === 0) {
        session.current += 1;
        release();
        setPhase('expired');
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [phase, release]);

  // Leaving the step: the camera light goes off, a pending send is dropped, the detector is freed.
  useEffect(
    () => () => {
      session.current += 1;
      release();
      sending.current?.abort();
      if (checker.current) {
        checker.current = null;
        releaseFaceCheck();
      }
    },
    [release],
  );

  return {
    phase,
    problem,
    still,
    remaining,
    limit,
    canExtend: extensions < MAX_EXTENSIONS,
    videoRef,
    openCamera,
    capture,
    retry,
    extend,
  };
}

/** What {@link useSecurityPhoto} returns. */
export type SecurityPhotoState = ReturnType<typeof useSecurityPhoto>;
