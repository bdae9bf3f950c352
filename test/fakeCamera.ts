// A stand-in for navigator.mediaDevices, for component tests and Storybook states (never bundled
// into the widget: only tests and stories import it).

/** What the fake camera does. */
export interface FakeCameraOptions {
  /** getUserMedia fails with a DOMException of this name (NotAllowedError, NotFoundError, …). */
  error?: string | null;
  /** The page has no camera API at all (insecure context, old browser). */
  unsupported?: boolean;
  /** The video inputs enumerateDevices lists. */
  cameras?: { deviceId: string; label: string }[];
  /** Image-capture capabilities of the tracks. */
  capabilities?: { zoom?: { min: number; max: number; step: number }; torch?: boolean };
  /** Real streams to hand out (e.g. a canvas's captureStream()) instead of fake tracks. */
  stream?: () => MediaStream;
  /** getUserMedia answers only when {@link FakeCamera.answer} is called. */
  hold?: boolean;
}

/** A fake video track that records what is done to it. */
export interface FakeTrack {
  kind: 'video';
  readyState: 'live' | 'ended';
  deviceId: string;
  applied: MediaTrackConstraints[];
  stop(): void;
  getCapabilities(): Record<string, unknown>;
  getSettings(): Record<string, unknown>;
  applyConstraints(constraints: MediaTrackConstraints): Promise<void>;
}

/** The installed fake. */
export interface FakeCamera {
  /** Constraints of every getUserMedia call. */
  requests: MediaStreamConstraints[];
  /** Every track handed out (fake or real). */
  tracks: (FakeTrack | MediaStreamTrack)[];
  /** Changes what the next calls do. */
  set(options: Partial<FakeCameraOptions>): void;
  /** Answers the getUserMedia calls held back by `hold`. */
  answer(): void;
  /** Puts the real navigator.mediaDevices back. */
  restore(): void;
}

function fakeTrack(deviceId: string, capabilities: FakeCameraOptions['capabilities']): FakeTrack {
  let zoom = capabilities?.zoom?.min;
  const track: FakeTrack = {
    kind: 'video',
    readyState: 'live',
    deviceId,
    applied: [],
    stop() {
      track.readyState = 'ended';
    },
    getCapabilities: () => ({ deviceId, ...capabilities }),
    getSettings: () => ({ deviceId, ...(zoom === undefined ? {} : { zoom }) }),
    async applyConstraints(constraints) {
      track.applied.push(constraints);
      const set = constraints.advanced?.[0] as { zoom?: number } | undefined;
      if (typeof set?.zoom === 'number') zoom = set.zoom;
    },
  };
  return track;
}

function requestedDevice(constraints: MediaStreamConstraints): string | undefined {
  const video = constraints.video as { deviceId?: { exact?: string } } | undefined;
  return video?.deviceId?.exact;
}

/** Replaces navigator.mediaDevices with a fake camera; `restore()` undoes it. */
export function installFakeCamera(initial: FakeCameraOptions = {}): FakeCamera {
  const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  let options: FakeCameraOptions = {
    cameras: [{ deviceId: 'rear', label: 'Câmera traseira' }],
    ...initial,
  };
  const held: (() => void)[] = [];
  const fake: FakeCamera = {
    requests: [],
    tracks: [],
    set(next) {
      options = { ...options, ...next };
      install();
    },
    answer() {
      for (const go of held.splice(0)) go();
    },
    restore() {
      if (original) Object.defineProperty(navigator, 'mediaDevices', original);
      else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    },
  };
  const getUserMedia = (constraints: MediaStreamConstraints) => {
    fake.requests.push(constraints);
    const settle = () => {
      if (options.error) throw new DOMException('Fake camera failure', options.error);
      if (options.stream) {
        const stream = options.stream();
        fake.tracks.push(...stream.getTracks());
        return stream;
      }
      const id = requestedDevice(constraints) ?? options.cameras?.[0]?.deviceId ?? 'default';
      const track = fakeTrack(id, options.capabilities);
      fake.tracks.push(track);
      // A real (empty) MediaStream, so a video element accepts it, answering with the fake track.
      const stream = typeof MediaStream === 'function' ? new MediaStream() : ({} as MediaStream);
      return Object.assign(stream, {
        getTracks: () => [track],
        getVideoTracks: () => [track],
      }) as unknown as MediaStream;
    };
    if (!options.hold) return Promise.resolve().then(settle);
    return new Promise<MediaStream>((resolve, reject) => {
      held.push(() => {
        try {
          resolve(settle());
        } catch (error) {
          reject(error);
        }
      });
    });
  };
  const install = () => {
    const devices = options.unsupported
      ? undefined
      : {
          getUserMedia,
          enumerateDevices: async () =>
            (options.cameras ?? []).map((camera) => ({ kind: 'videoinput', groupId: '', ...camera })),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        };
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: devices });
  };
  install();
  return fake;
}
