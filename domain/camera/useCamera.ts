import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  applyTrackSetting,
  type CameraInfo,
  type CameraProblem,
  cameraProblemOf,
  currentZoom,
  listCameras,
  openCamera,
  stopStream,
  type TrackFeatures,
  trackFeatures,
} from './camera.ts';

/** Where the camera is: off, asking/opening, showing video, or failed with a problem. */
export type CameraStatus = 'off' | 'starting' | 'live' | 'problem';

const NO_FEATURES: TrackFeatures = { zoom: null, torch: false };

/**
 * One camera stream shown in `videoRef`: open (a given device or the default rear camera), close,
 * switch device, zoom and torch. The stream is always stopped on close, on failure and on unmount;
 * a stream that arrives after the user stopped (or after unmount) is stopped at once.
 */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>) {
  const [status, setStatus] = useState<CameraStatus>('off');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [cameras, setCameras] = useState<CameraInfo[]>([]);
  const [deviceId, setDeviceId] = useState('');
  const [features, setFeatures] = useState<TrackFeatures>(NO_FEATURES);
  const [zoom, setZoomValue] = useState<number | null>(null);
  const [torch, setTorchValue] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  // Each open/close starts a new session; late answers of an older one are dropped.
  const session = useRef(0);

  const release = useCallback(() => {
    session.current += 1;
    stopStream(stream.current);
    stream.current = null;
    const video = videoRef.current;
    if (video) video.srcObject = null;
    setFeatures(NO_FEATURES);
    setZoomValue(null);
    setTorchValue(false);
  }, [videoRef]);

  const open = useCallback(
    async (wanted?: string): Promise<boolean> => {
      release();
      const id = session.current;
      setStatus('starting');
      setProblem(null);
      try {
        const media = await openCamera(wanted);
        if (id !== session.current) {
          stopStream(media);
          return false;
        }
        stream.current = media;
        const track = media.getVideoTracks()[0];
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          video.play?.()?.catch(() => undefined);
        }
        setFeatures(trackFeatures(track));
        setZoomValue(currentZoom(track));
        setDeviceId(track?.getSettings?.().deviceId ?? wanted ?? '');
        // Labels are only listed once permission is granted, so list after opening.
        const found = await listCameras();
        if (id !== session.current) return false;
        setCameras(found);
        setStatus('live');
        return true;
      } catch (error) {
        if (id !== session.current) return false;
        release();
        setProblem(cameraProblemOf(error));
        setStatus('problem');
        return false;
      }
    },
    [release, videoRef],
  );

  const close = useCallback(() => {
    release();
    setStatus('off');
  }, [release]);

  const fail = useCallback(
    (kind: CameraProblem) => {
      release();
      setProblem(kind);
      setStatus('problem');
    },
    [release],
  );

  const setZoom = useCallback((value: number) => {
    setZoomValue(value);
    applyTrackSetting(stream.current?.getVideoTracks()[0], { zoom: value }).catch(() => undefined);
  }, []);

  const setTorch = useCallback((on: boolean) => {
    const track = stream.current?.getVideoTracks()[0];
    applyTrackSetting(track, { torch: on }).then(
      () => setTorchValue(on),
      () => setTorchValue(false),
    );
  }, []);

  // A camera plugged in or out while live updates the picker.
  useEffect(() => {
    const devices = navigator.mediaDevices;
    if (status !== 'live' || typeof devices?.addEventListener !== 'function') return;
    const refresh = () => void listCameras().then(setCameras);
    devices.addEventListener('devicechange', refresh);
    return () => devices.removeEventListener('devicechange', refresh);
  }, [status]);

  // The camera is released when the component goes away (element removed from the page).
  useEffect(() => () => release(), [release]);

  return { status, problem, cameras, deviceId, features, zoom, torch, open, close, fail, setZoom, setTorch };
}

/** What {@link useCamera} returns. */
export type CameraControl = ReturnType<typeof useCamera>;
